// A collapsible side navigation: full width (16rem) or icons only on desktop, an overlay drawer below
// 768px. Ctrl/Cmd + B toggles it; the desktop open/closed state survives reloads in a cookie.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { PanelLeft } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  SIDEBAR_COOKIE_MAX_AGE_DAYS,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
} from '../../../shared/constants';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { cn } from '../../lib/cn';

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
const SECONDS_PER_DAY = 24 * 60 * 60;
const SIDEBAR_WIDTH_ICON = '3.75rem';

export function readSidebarCookie(): boolean | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)`));
  return match ? match[1] === 'true' : undefined;
}

function writeSidebarCookie(open: boolean): void {
  const maxAge = SIDEBAR_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${maxAge}; samesite=lax`;
}

type SidebarContextValue = {
  /** Desktop: expanded (true) or icons only (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: drawer shown. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

export function SidebarProvider({ children, defaultOpen = true }: { children: ReactNode; defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        className="flex min-h-dvh w-full"
        style={{ '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON } as CSSProperties}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** The navigation panel. Children receive `data-collapsed` styling via the `group` class. */
export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            // Its "Sair" stays above the toasts' strip (--spacing-toasts) at the bottom of the screen.
            className="group fixed inset-y-0 left-0 z-50 flex max-w-[85vw] flex-col bg-sidebar pb-(--spacing-toasts) shadow-xl data-[state=open]:animate-slide-in-left"
            style={{ width: SIDEBAR_WIDTH }}
            data-collapsed="false"
          >
            <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
            <nav aria-label={label} className="flex min-h-0 flex-1 flex-col">
              {children}
            </nav>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }

  return (
    <>
      {/* Keeps the page content beside the fixed panel. */}
      <div
        aria-hidden="true"
        className={cn(
          'shrink-0 transition-[width] duration-200',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
      />
      <nav
        aria-label={label}
        data-collapsed={open ? 'false' : 'true'}
        className={cn(
          'group fixed inset-y-0 left-0 z-30 flex flex-col border-r border-border bg-sidebar transition-[width] duration-200',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
      >
        {children}
      </nav>
    </>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex h-16 items-center gap-2 border-b border-border px-3', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('border-t border-border p-2', className)} {...props} />;
}

/** Text that is hidden (but still read by screen readers) when the sidebar is collapsed. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('truncate group-data-[collapsed=true]:sr-only', className)} {...props} />;
}

export const sidebarItemClasses = cn(
  'flex h-10 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors',
  'hover:bg-secondary hover:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-ring',
  'group-data-[collapsed=true]:justify-center group-data-[collapsed=true]:px-0 [&_svg]:size-[1.15rem] [&_svg]:shrink-0',
);

export const sidebarItemActiveClasses = 'bg-primary text-primary-foreground shadow-sm hover:bg-primary hover:text-primary-foreground';

export function SidebarTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { toggleSidebar } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggleSidebar}
      aria-label="Alternar menu lateral"
      title="Alternar menu lateral (Ctrl+B)"
      className={cn(
        'inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground',
        className,
      )}
      {...props}
    >
      <PanelLeft aria-hidden="true" className="size-5" />
    </button>
  );
}

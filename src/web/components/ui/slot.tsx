// The Button's `asChild`: renders its one child element (a link) with the button's props merged in.
// Radix's Slot does the same inside the on-demand dialogs and menus; this one is a few lines, so the
// landing's first download (which has a Button-styled link) need not carry it.
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** The child's props win, except that class names join, styles merge, handlers both run and refs both get the node. */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const key of Object.keys(slot)) {
    const slotValue = slot[key];
    const childValue = child[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === 'className') {
      merged[key] = cn(slotValue as string | undefined, childValue as string | undefined);
    } else if (key === 'style') {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === 'ref' && slotValue && childValue) {
      merged[key] = (node: unknown) => {
        setRef(slotValue as Ref<unknown>, node);
        setRef(childValue as Ref<unknown>, node);
      };
    }
  }
  return merged;
}

export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  return cloneElement(child, mergeProps(props, child.props));
}

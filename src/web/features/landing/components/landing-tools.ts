import type { ComponentProps } from 'react';

/** The landing's two tools, which its calls to action open in place (spec §2). */
export type LandingTool = 'photo-pro' | 'templates';

/** How a section below the hero opens a tool: the page owns the wizards and their on-demand code. */
export type OpenTool = {
  onOpen: (tool: LandingTool) => void;
  /** Props that preload a tool's code on intent (hover, focus, touch). */
  intent: (tool: LandingTool) => Pick<ComponentProps<'button'>, 'onPointerEnter' | 'onFocus' | 'onTouchStart'>;
};

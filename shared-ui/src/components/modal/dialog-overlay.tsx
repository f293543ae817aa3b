import { RemoveScroll } from 'react-remove-scroll';
import type { Ref, RefObject } from 'react';

export type DialogOverlayProps = {
  className?: string | undefined;
  /** Radix's Portal and Presence pass a ref (and may pass props): they reach the element. */
  ref?: Ref<HTMLDivElement>;
  /** The dialog's content: it keeps scrolling while the page behind does not. */
  contentRef: RefObject<HTMLElement | null>;
};

/**
 * The backdrop of a Modal or temporary Drawer, in place of Radix's Dialog.Overlay. Radix's
 * overlay also hides the page's scrollbar with a `<style>` element it writes at run time, which
 * the Content-Security-Policy refuses (style-src allows files and known hashes only, never
 * 'unsafe-inline'). The same scroll lock (react-remove-scroll, what Radix uses) runs here without
 * that part: wheel and touch scrolling outside the dialog are stopped, the scrollbar stays.
 */
export function DialogOverlay({ className, contentRef, ...rest }: DialogOverlayProps) {
  return (
    <RemoveScroll
      {...rest}
      forwardProps
      removeScrollBar={false}
      allowPinchZoom
      shards={[contentRef]}
    >
      <div className={className} />
    </RemoveScroll>
  );
}

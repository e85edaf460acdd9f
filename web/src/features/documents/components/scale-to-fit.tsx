import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type ScaleToFitProps = {
  children: ReactNode;
  /**
   * Times the fitted size, for reading up close (the full-screen view): above 1 the page is wider
   * than the box, which then scrolls sideways. Never more than the page's own size times `zoom`.
   */
  zoom?: number;
};

/**
 * Shows a fixed-width page (the Letter sheet) whole on a narrow screen: it is scaled down to the
 * available width, never up, and the box takes the scaled height so nothing below overlaps. The
 * layout inside is untouched, so line breaks and the fitted font size stay those of the print.
 */
export function ScaleToFit({ children, zoom = 1 }: ScaleToFitProps) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<{ scale: number; width: number; height: number } | null>(null);

  useLayoutEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    if (!outer || !inner) return;
    const measure = () => {
      // offsetWidth/offsetHeight are layout sizes: the transform below does not change them.
      const natural = inner.offsetWidth;
      const available = outer.clientWidth;
      if (natural === 0 || available === 0) return;
      const scale = Math.min(1, available / natural) * zoom;
      setBox({ scale, width: natural * scale, height: inner.offsetHeight * scale });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [zoom]);

  // Zoomed past the box, the outer box takes the page's scaled width so its parent can scroll to it.
  const isWider = box !== null && zoom > 1;
  return (
    <div ref={outerRef} className="w-full" style={box ? { height: box.height } : undefined}>
      {/* The measured width is the box's; a wider page hangs over it into the scrolling parent. */}
      <div style={isWider ? { width: box.width } : undefined}>
        <div
          ref={innerRef}
          className="mx-auto w-fit"
          style={box && box.scale !== 1 ? { transform: `scale(${box.scale})`, transformOrigin: 'top left', margin: 0 } : undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

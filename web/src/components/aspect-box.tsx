import type { CSSProperties, ReactNode } from 'react';

/**
 * Its child (a photo, a video, a placeholder) at the width it is given and the height the ratio
 * says, as Mantine's AspectRatio sizes it, by CSS alone (styles.css).
 */
export function AspectBox({ ratio, children }: { ratio: number; children: ReactNode }) {
  return (
    <div className="aspect-box" style={{ '--aspect-box-ratio': ratio } as CSSProperties}>
      {children}
    </div>
  );
}

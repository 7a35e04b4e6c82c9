import { Fragment } from 'react';

/** A price as `formatPrice` writes it: "11.600 €" (Romanian) or "€11,600" (English). */
const PRICE = /(-?\d{1,3}(?:\.\d{3})* €|-?€\d{1,3}(?:,\d{3})*)/;

/**
 * A sentence whose prices never break across lines ("11.600" / "€" on a phone): each price is kept
 * on one line, the words around it wrap as usual. The text itself is unchanged (copy, screen
 * readers and tests read the same string), which a no-break space inside the price would not be.
 */
export function PricesTogether({ text }: { text: string }) {
  return (
    <>
      {text.split(PRICE).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="no-wrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

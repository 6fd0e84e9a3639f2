import { priceParts, quantityLabel } from "./money.js";

/**
 * A price as spec §9 shows it: £ and the pounds, the pence in a smaller font, then "x N" when the
 * quantity is above one. Screen readers hear it as one amount.
 */
export function Price({
  amount,
  currency,
  quantity = 1,
  per,
}: {
  amount: number | bigint;
  currency: string;
  quantity?: number;
  /** "month" adds " / month". */
  per?: string;
}) {
  const { symbol, whole, decimals } = priceParts(amount, currency);
  const times = quantityLabel(quantity);
  return (
    <span className="price">
      {symbol}
      {whole}
      <small className="price__decimals">{decimals}</small>
      {times ? <span className="price__quantity"> {times}</span> : null}
      {per ? <span className="price__per"> / {per}</span> : null}
    </span>
  );
}

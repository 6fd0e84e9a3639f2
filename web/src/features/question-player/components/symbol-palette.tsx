interface SymbolPaletteProps {
  symbols: Array<{ insert: string; label: string }>;
  onInsert: (text: string) => void;
}

/**
 * Maths symbols a phone keyboard lacks (√, π, ×, ≤…), one tap each. Buttons keep the text box's
 * focus (mousedown is cancelled) so typing carries on where the symbol went.
 */
export function SymbolPalette({ symbols, onInsert }: SymbolPaletteProps) {
  return (
    <fieldset className="symbol-palette">
      <legend className="visually-hidden">Maths symbols</legend>
      {symbols.map((symbol) => (
        <button
          key={symbol.insert}
          type="button"
          className="symbol-palette__key"
          aria-label={`Insert ${symbol.label}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(symbol.insert)}
        >
          {symbol.insert}
        </button>
      ))}
    </fieldset>
  );
}

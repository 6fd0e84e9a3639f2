import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/index.js";
import { type ConsentChoices, readConsent, saveConsent } from "../../../lib/consent/index.js";

const categoryText: Record<keyof ConsentChoices, { title: string; text: string }> = {
  analytics: {
    title: "Analytics",
    text: "Counts how pages are used, without your name, so we can see what to improve.",
  },
  marketing: {
    title: "Marketing",
    text: "Lets advertising partners know that someone arrived from their advert.",
  },
};

/**
 * The Cookie settings dialog. Strictly necessary storage is always on and cannot be switched off;
 * optional categories show their saved choice (off until someone turns them on). Saving closes it;
 * Cancel or Escape closes it without changing anything.
 */
export function CookieSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choices, setChoices] = useState<ConsentChoices>(readConsent);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setChoices(readConsent());
      dialog.showModal?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    saveConsent(choices);
    onClose();
  }

  return (
    <dialog ref={ref} className="dialog dialog--wide" aria-labelledby={titleId} onCancel={onClose}>
      <form onSubmit={onSubmit}>
        <h2 id={titleId}>Cookie settings</h2>
        <p>
          We only use what Sumwise needs to work unless you say otherwise. You can change this at any time. Read more in
          our <Link to="/privacy">privacy notice</Link>.
        </p>
        <fieldset className="consent-options">
          <legend className="visually-hidden">Storage categories</legend>
          <div className="consent-option">
            <input id={`${titleId}-necessary`} type="checkbox" checked disabled aria-describedby={`${titleId}-n`} />
            <label htmlFor={`${titleId}-necessary`}>Strictly necessary (always on)</label>
            <p id={`${titleId}-n`} className="small">
              Keeps you logged in, remembers a form you are filling in, and remembers these settings.
            </p>
          </div>
          {(Object.keys(categoryText) as Array<keyof ConsentChoices>).map((category) => (
            <div className="consent-option" key={category}>
              <input
                id={`${titleId}-${category}`}
                type="checkbox"
                checked={choices[category]}
                aria-describedby={`${titleId}-${category}-text`}
                onChange={(event) => setChoices((current) => ({ ...current, [category]: event.target.checked }))}
              />
              <label htmlFor={`${titleId}-${category}`}>{categoryText[category].title}</label>
              <p id={`${titleId}-${category}-text`} className="small">
                {categoryText[category].text} Off unless you turn it on.
              </p>
            </div>
          ))}
        </fieldset>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save settings</Button>
        </div>
      </form>
    </dialog>
  );
}

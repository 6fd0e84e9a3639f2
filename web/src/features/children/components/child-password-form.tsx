import { messages, validateChildPassword } from "@sumwise/rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormAlert, PasswordField } from "../../../components/ui/index.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { useUpdateChildPassword } from "../api/update-child-password.js";

/** Spec §4 and §9: the child password's "Changes saved" shows for 5 seconds. */
const SAVED_FOR_MS = 5_000;

/** Change a child's password (spec §4: loading, 'Changes saved' for 5 seconds, or error). */
export function ChildPasswordForm({ childName, firstName }: { childName: string; firstName: string }) {
  const update = useUpdateChildPassword();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    setSaved(false);
    const found = validateChildPassword(password);
    setProblem(found);
    if (found) return inputRef.current?.focus();
    try {
      await update.mutateAsync({ childIndyUserName: childName, password });
      setPassword("");
      setSaved(true);
    } catch (error) {
      const fieldProblem = fieldProblemsOf(error).password;
      if (fieldProblem) {
        setProblem(fieldProblem);
        return inputRef.current?.focus();
      }
      setFailed(true);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="child-card__form">
      <FormAlert>{failed ? messages.childPasswordFailed : null}</FormAlert>
      <PasswordField
        label={`New password for ${firstName}`}
        name="childPassword"
        autoComplete="new-password"
        hint={messages.childPasswordHint}
        value={password}
        error={problem}
        ref={inputRef}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button button--secondary" disabled={update.isPending}>
        {update.isPending ? "Saving…" : "Change password"}
      </button>
      <p role="status" className="child-card__saved">
        {saved ? messages.changesSaved : null}
      </p>
    </form>
  );
}

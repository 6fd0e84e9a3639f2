import type { IndyUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { validateRequiredName } from "@sumwise/rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormAlert, TextField } from "../../../components/ui/index.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { useRenameChild } from "../api/update-indy-account.js";

/** Spec §4: a name update's success shows for 3 seconds. */
const SAVED_FOR_MS = 3_000;

/** Change a child's name (spec §6) with UpdateIndyAccount; Save is enabled only once a name changed. */
export function RenameChildForm({ child }: { child: IndyUser }) {
  const rename = useRenameChild();
  const [firstName, setFirstName] = useState(child.firstName);
  const [lastName, setLastName] = useState(child.lastName);
  const [problems, setProblems] = useState<{ firstName?: string | undefined; lastName?: string | undefined }>({});
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const changed = firstName.trim() !== child.firstName || lastName.trim() !== child.lastName;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const found = {
      firstName: validateRequiredName(firstName, "First name"),
      lastName: validateRequiredName(lastName, "Last name"),
    };
    setProblems(found);
    if (found.firstName) return firstRef.current?.focus();
    if (found.lastName) return lastRef.current?.focus();
    try {
      await rename.mutateAsync({
        indyUser: { name: child.name, firstName: firstName.trim(), lastName: lastName.trim() },
      });
      setSaved(true);
    } catch (error) {
      const fieldProblems = fieldProblemsOf(error);
      if (Object.keys(fieldProblems).length > 0) return setProblems(fieldProblems);
      setFailed(true);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={rename.isPending} className="child-card__form">
      <FormAlert>{failed ? "Sorry, we couldn't update your details. Please try again later!" : null}</FormAlert>
      <TextField
        label="First name"
        name="childFirstName"
        value={firstName}
        error={problems.firstName}
        ref={firstRef}
        onChange={(event) => setFirstName(event.target.value)}
      />
      <TextField
        label="Last name"
        name="childLastName"
        value={lastName}
        error={problems.lastName}
        ref={lastRef}
        onChange={(event) => setLastName(event.target.value)}
      />
      <button type="submit" className="button button--secondary" disabled={!changed || rename.isPending}>
        {rename.isPending ? "Saving…" : "Save name"}
      </button>
      <p role="status">{saved ? "Name saved" : null}</p>
    </form>
  );
}

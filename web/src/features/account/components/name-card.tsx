import type { IndyUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { accountMessages, namesChanged, validateAccountNames } from "@sumwise/rules";
import { type FormEvent, useRef, useState } from "react";
import { FormAlert, TextField } from "../../../components/ui/index.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { useUpdateIndyAccount } from "../api/update-indy-account.js";
import { useFlash } from "./use-flash.js";

type Names = { firstName: string; lastName: string };

/**
 * The name-edit card (spec §2, §5, §8): Save stays disabled until a name differs from what is
 * stored; success shows for 3 seconds; a failure shows the spec's message. Problems the server finds
 * with a field are shown beside that field.
 */
export function NameCard({ user, onSaved }: { user: IndyUser; onSaved: (user: IndyUser) => void }) {
  const stored: Names = { firstName: user.firstName, lastName: user.lastName };
  const [names, setNames] = useState<Names>(stored);
  const [problems, setProblems] = useState<Partial<Names>>({});
  const [failed, setFailed] = useState(false);
  const [saved, showSaved] = useFlash();
  const update = useUpdateIndyAccount();
  const refs = { firstName: useRef<HTMLInputElement>(null), lastName: useRef<HTMLInputElement>(null) };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!namesChanged(stored, names)) return;
    setFailed(false);
    const found = validateAccountNames(names);
    setProblems(found);
    if (found.firstName) return refs.firstName.current?.focus();
    if (found.lastName) return refs.lastName.current?.focus();
    try {
      const { indyUser } = await update.mutateAsync({
        indyUser: { name: user.name, firstName: names.firstName.trim(), lastName: names.lastName.trim() },
      });
      if (indyUser) {
        setNames({ firstName: indyUser.firstName, lastName: indyUser.lastName });
        onSaved(indyUser);
      }
      showSaved();
    } catch (error) {
      const fromServer = fieldProblemsOf(error) as Partial<Names>;
      if (fromServer.firstName || fromServer.lastName) {
        setProblems(fromServer);
        (fromServer.firstName ? refs.firstName : refs.lastName).current?.focus();
      } else setFailed(true);
    }
  }

  const edit = (field: keyof Names) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setNames((current) => ({ ...current, [field]: event.target.value }));
  return (
    <section className="card" aria-labelledby="name-card-title">
      <h2 id="name-card-title">Your name</h2>
      <form noValidate onSubmit={onSubmit} aria-busy={update.isPending}>
        <FormAlert>{failed ? accountMessages.nameUpdateFailed : undefined}</FormAlert>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={names.firstName}
          ref={refs.firstName}
          error={problems.firstName}
          onChange={edit("firstName")}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={names.lastName}
          ref={refs.lastName}
          error={problems.lastName}
          onChange={edit("lastName")}
        />
        <button type="submit" className="button" disabled={update.isPending || !namesChanged(stored, names)}>
          {update.isPending ? "Saving…" : "Save name"}
        </button>
        <p className="form-success" role="status">
          {saved ? "Changes saved" : ""}
        </p>
      </form>
    </section>
  );
}

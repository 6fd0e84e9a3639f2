import { Code, ConnectError } from "@connectrpc/connect";
import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { IndyUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { type ChildAccountField, messages, validateChildAccount } from "@sumwise/rules";
import { type FormEvent, useState } from "react";
import { fieldProblemsOf } from "../lib/errors.js";
import { useFieldProblems } from "../lib/use-field-problems.js";
import { usePersistedState } from "../lib/use-persisted-state.js";
import { NameFields, NewPasswordField } from "./account-fields.js";
import { CompetitionField, enterCompetitionOf } from "./competition-field.js";
import { DateOfBirthField, type PartialDate } from "./date-of-birth-field.js";
import { FormAlert, TextField } from "./ui/index.js";

interface ChildForm {
  firstName: string;
  lastName: string;
  username: string;
  dateOfBirth: PartialDate;
  /** Undefined until the supporter touches the box (then the flag's default applies). */
  enterCompetition?: boolean;
}

const emptyForm: ChildForm = { firstName: "", lastName: "", username: "", dateOfBirth: {} };
const fieldOrder: ChildAccountField[] = ["firstName", "lastName", "username", "password", "dateOfBirth"];

interface AddLearnerFormProps {
  /** sessionStorage key: the fields (never the password) survive a reload until success. */
  storageKey: string;
  submitLabel: string;
  /** The competition flag (spec §5): shows the competition box, ticked by default. */
  competitionOpen: boolean;
  onCreated: (child: IndyUser) => void;
}

/**
 * "Add a learner" (spec §3, §5): step 2 of supporter sign-up and the parent area both use it, so it
 * lives here rather than in either feature. The rules are the server's own (@sumwise/rules).
 */
export function AddLearnerForm({ storageKey, submitLabel, competitionOpen, onCreated }: AddLearnerFormProps) {
  const createChild = useMutation(IndyService.method.createChildIndyAccount);
  const [form, setForm, clearForm] = usePersistedState<ChildForm>(storageKey, emptyForm);
  const [password, setPassword] = useState("");
  const [formError, setFormError] = useState<string>();
  const { problems, showProblems, refFor: ref } = useFieldProblems(fieldOrder);
  const update = (patch: Partial<ChildForm>) => setForm({ ...form, ...patch });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const found = validateChildAccount({ ...form, password });
    if (Object.keys(found).length > 0) return showProblems(found);
    showProblems({});
    const date = form.dateOfBirth as Required<PartialDate>;
    try {
      const { childIndyUser } = await createChild.mutateAsync({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        username: form.username.trim(),
        password,
        dateOfBirth: { year: date.year, month: date.month, day: date.day },
        enterCompetition: enterCompetitionOf(competitionOpen, form.enterCompetition),
      });
      clearForm();
      setForm(emptyForm);
      setPassword("");
      if (childIndyUser) onCreated(childIndyUser);
    } catch (error) {
      const fieldProblems = fieldProblemsOf(error);
      if (Object.keys(fieldProblems).length > 0) return showProblems(fieldProblems);
      const connectError = ConnectError.from(error);
      // The limit's own message; anything else is the spec's generic child-creation error.
      setFormError(
        connectError.code === Code.FailedPrecondition ? connectError.rawMessage : messages.childCreateFailed,
      );
    }
  }

  const submitting = createChild.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <FormAlert>{formError}</FormAlert>
      <NameFields
        firstName={form.firstName}
        lastName={form.lastName}
        errors={problems}
        refFor={ref}
        onChange={update}
        autofill={false}
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="6 to 30 letters, numbers or underscores (_). Your learner logs in with it."
        value={form.username}
        error={problems.username}
        ref={ref("username")}
        onChange={(event) => update({ username: event.target.value })}
      />
      <NewPasswordField
        hint={messages.childPasswordHint}
        value={password}
        error={problems.password}
        ref={ref("password")}
        onChange={setPassword}
      />
      <DateOfBirthField
        value={form.dateOfBirth}
        error={problems.dateOfBirth}
        ref={ref("dateOfBirth")}
        onChange={(dateOfBirth) => update({ dateOfBirth })}
      />
      <CompetitionField
        open={competitionOpen}
        choice={form.enterCompetition}
        onChange={(enterCompetition) => update({ enterCompetition })}
      >
        Enter my learner into the Sumwise maths competition (optional)
      </CompetitionField>
      <button type="submit" className="button button--wide" disabled={submitting}>
        {submitting ? "Adding your learner…" : submitLabel}
      </button>
    </form>
  );
}

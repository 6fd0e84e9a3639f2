import { Code, ConnectError } from "@connectrpc/connect";
import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { IndyUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { type ChildAccountValues, childAccountSchema, messages } from "@sumwise/rules";
import { useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { fieldProblemsOf } from "../lib/errors.js";
import { showServerProblems, useSessionForm } from "../lib/forms/index.js";
import { NameFields, NewPasswordField } from "./account-fields.js";
import { CompetitionField, enterCompetitionOf } from "./competition-field.js";
import { DateOfBirthField } from "./date-of-birth-field.js";
import { Button, FormAlert, TextField } from "./ui/index.js";

const emptyForm: ChildAccountValues = { firstName: "", lastName: "", username: "", password: "", dateOfBirth: {} };
const fieldOrder = ["firstName", "lastName", "username", "password", "dateOfBirth"] as const;

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
  const schema = useMemo(() => childAccountSchema(), []);
  const form = useSessionForm({ schema, defaultValues: emptyForm, storageKey, fieldOrder });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const date = values.dateOfBirth as Required<typeof values.dateOfBirth>;
    try {
      const { childIndyUser } = await createChild.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        password: values.password,
        dateOfBirth: { year: date.year, month: date.month, day: date.day },
        enterCompetition: enterCompetitionOf(competitionOpen, values.enterCompetition),
      });
      form.clearStored();
      form.reset(emptyForm);
      if (childIndyUser) onCreated(childIndyUser);
    } catch (error) {
      if (showServerProblems(form, fieldProblemsOf(error), fieldOrder)) return;
      const connectError = ConnectError.from(error);
      // The limit's own message; anything else is the spec's generic child-creation error.
      setFormError(
        connectError.code === Code.FailedPrecondition ? connectError.rawMessage : messages.childCreateFailed,
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={createChild.isPending}>
        <FormAlert>{formError}</FormAlert>
        <NameFields autofill={false} />
        <TextField
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="6 to 30 letters, numbers or underscores (_). Your learner logs in with it."
          error={form.formState.errors.username?.message}
          {...form.register("username")}
        />
        <NewPasswordField hint={messages.childPasswordHint} />
        <DateOfBirthField />
        <CompetitionField open={competitionOpen}>
          Enter my learner into the Sumwise maths competition (optional)
        </CompetitionField>
        <Button type="submit" wide loading={createChild.isPending} loadingLabel="Adding your learner…">
          {submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}

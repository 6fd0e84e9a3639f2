import { messages, newPasswordSchema } from "@sumwise/rules";
import { useEffect, useState } from "react";
import { Button, FormAlert, PasswordField } from "../../../components/ui/index.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { showServerProblems, useSessionForm } from "../../../lib/forms/index.js";
import { useUpdateChildPassword } from "../api/update-child-password.js";

/** Spec §4 and §9: the child password's "Changes saved" shows for 5 seconds. */
const SAVED_FOR_MS = 5_000;
const childPasswordSchema = newPasswordSchema({ child: true });

/** Change a child's password (spec §4: loading, 'Changes saved' for 5 seconds, or error). */
export function ChildPasswordForm({ childName, firstName }: { childName: string; firstName: string }) {
  const update = useUpdateChildPassword();
  const form = useSessionForm({ schema: childPasswordSchema, defaultValues: { password: "" } });
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailed(false);
    setSaved(false);
    try {
      await update.mutateAsync({ childIndyUserName: childName, password });
      form.reset();
      setSaved(true);
    } catch (error) {
      if (!showServerProblems(form, fieldProblemsOf(error), ["password"])) setFailed(true);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="child-card__form">
      <FormAlert>{failed ? messages.childPasswordFailed : null}</FormAlert>
      <PasswordField
        label={`New password for ${firstName}`}
        autoComplete="new-password"
        hint={messages.childPasswordHint}
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <div>
        <Button type="submit" variant="secondary" loading={update.isPending} loadingLabel="Saving…">
          Change password
        </Button>
      </div>
      <p role="status" className="form-success">
        {saved ? messages.changesSaved : null}
      </p>
    </form>
  );
}

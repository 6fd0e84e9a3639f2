import { accountMessages, changePasswordSchema, messages } from "@sumwise/rules";
import { FirebaseError } from "firebase/app";
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from "firebase/auth";
import { useMemo, useState } from "react";
import { Button, Card, FormAlert, PasswordField } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { useSessionForm } from "../../../lib/forms/index.js";
import { useFlash } from "./use-flash.js";

/** Firebase's codes for a wrong current password (newer SDKs merge them into invalid-credential). */
const wrongPasswordCodes = new Set([
  "auth/wrong-password",
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
]);

/**
 * The password card (spec §4, §5, §8): the current password is checked again first, then the new one
 * is set. Save is enabled only once both fields have been edited. States: idle, submitting, saved
 * (3 seconds), error. A child's account (`child`) follows the children's rule: no lowercase needed.
 */
export function PasswordCard({ child = false }: { child?: boolean }) {
  const auth = useFirebaseAuth();
  const schema = useMemo(() => changePasswordSchema({ child }), [child]);
  const form = useSessionForm({ schema, defaultValues: { currentPassword: "", newPassword: "" } });
  const [formError, setFormError] = useState<string>();
  const [saved, showSaved] = useFlash();
  const { dirtyFields, isSubmitting, errors } = form.formState;
  const bothEdited = Boolean(dirtyFields.currentPassword && dirtyFields.newPassword);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(undefined);
    const user = auth.currentUser;
    try {
      if (!user?.email) throw new Error("no signed-in user with an email");
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      await updatePassword(user, newPassword);
      form.reset();
      showSaved();
    } catch (error) {
      const code = error instanceof FirebaseError ? error.code : "";
      setFormError(
        wrongPasswordCodes.has(code) ? accountMessages.passwordIncorrect : accountMessages.passwordUnknownError,
      );
      form.setFocus("currentPassword");
    }
  });

  return (
    <Card title="Your password">
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <FormAlert>{formError}</FormAlert>
        <PasswordField label="Current password" autoComplete="current-password" {...form.register("currentPassword")} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={child ? messages.childPasswordHint : messages.passwordHint}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <div>
          <Button type="submit" disabled={!bothEdited} loading={isSubmitting} loadingLabel="Saving…">
            Save password
          </Button>
        </div>
        <p className="form-success" role="status">
          {saved ? "Password saved" : ""}
        </p>
      </form>
    </Card>
  );
}

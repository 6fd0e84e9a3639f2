import { accountMessages, messages, validatePassword } from "@sumwise/rules";
import { FirebaseError } from "firebase/app";
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from "firebase/auth";
import { type FormEvent, useRef, useState } from "react";
import { FormAlert, PasswordField } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { useFlash } from "./use-flash.js";

/** Firebase's codes for a wrong current password (newer SDKs merge them into invalid-credential). */
const wrongPasswordCodes = new Set([
  "auth/wrong-password",
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
]);

type Status = "idle" | "submitting" | "error";

/**
 * The password card (spec §4, §5, §8): the current password is checked again first, then the new one
 * is set. Save is enabled only once both fields have been edited. States: idle, submitting, saved
 * (3 seconds), error.
 */
export function PasswordCard() {
  const auth = useFirebaseAuth();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [edited, setEdited] = useState({ current: false, next: false });
  const [status, setStatus] = useState<Status>("idle");
  const [formError, setFormError] = useState<string>();
  const [newPasswordProblem, setNewPasswordProblem] = useState<string>();
  const [saved, showSaved] = useFlash();
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!edited.current || !edited.next || status === "submitting") return;
    setFormError(undefined);
    const problem = validatePassword(next);
    setNewPasswordProblem(problem);
    if (problem) return nextRef.current?.focus();
    const user = auth.currentUser;
    setStatus("submitting");
    try {
      if (!user?.email) throw new Error("no signed-in user with an email");
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
      await updatePassword(user, next);
      setStatus("idle");
      setCurrent("");
      setNext("");
      setEdited({ current: false, next: false });
      showSaved();
    } catch (error) {
      const code = error instanceof FirebaseError ? error.code : "";
      setStatus("error");
      setFormError(
        wrongPasswordCodes.has(code) ? accountMessages.passwordIncorrect : accountMessages.passwordUnknownError,
      );
      currentRef.current?.focus();
    }
  }

  return (
    <section className="card" aria-labelledby="password-card-title">
      <h2 id="password-card-title">Your password</h2>
      <form noValidate onSubmit={onSubmit} aria-busy={status === "submitting"}>
        <FormAlert>{formError}</FormAlert>
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          ref={currentRef}
          onChange={(event) => {
            setCurrent(event.target.value);
            setEdited((was) => ({ ...was, current: true }));
          }}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={next}
          ref={nextRef}
          error={newPasswordProblem}
          hint={messages.passwordHint}
          onChange={(event) => {
            setNext(event.target.value);
            setEdited((was) => ({ ...was, next: true }));
          }}
        />
        <button type="submit" className="button" disabled={!edited.current || !edited.next || status === "submitting"}>
          {status === "submitting" ? "Saving…" : "Save password"}
        </button>
        <p className="form-success" role="status">
          {saved ? "Password saved" : ""}
        </p>
      </form>
    </section>
  );
}

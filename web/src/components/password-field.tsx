import { useState } from "react";
import { type FieldProps, TextField } from "./field.js";

/** A password input with the spec's show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          className="button button--ghost field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? "Hide" : "Show"}
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}

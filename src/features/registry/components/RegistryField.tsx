import type { InputHTMLAttributes, ReactNode } from 'react';

type RegistryFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; children?: ReactNode };

/** One row of a query form: the label, the input it names (every other prop goes to the input), then whatever follows it (a button). */
export function RegistryField({ id, label, children, ...input }: RegistryFieldProps) {
  return (
    <div className="registry-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Field } from '../../ui';

/** What useForm's bind gives a text field. */
type Bound = { name: string; value: string; error?: string; onChange: (e: { target: { value: string } }) => void };

type Props = {
  firstName: Bound;
  lastName: Bound;
  email: Bound;
  /** "Admin" where the form names a club too: "Admin First Name". */
  labelPrefix?: string;
  /** Choices that sit in the same grid before the names (a club, a role). */
  children?: ReactNode;
};

/** The person an invite is for: first and last name side by side, then the e-mail the link goes to. */
export function InviteeFields({ firstName, lastName, email, labelPrefix, children }: Props) {
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text}` : text);
  return (
    <>
      <div className="admin-form-grid grid-cards grid-cards--stretch">
        {children}
        <Field label={label('First Name')} required autoComplete="off" {...firstName} />
        <Field label={label('Last Name')} required autoComplete="off" {...lastName} />
      </div>
      <Field label={label('Email')} type="email" required autoComplete="off" {...email} />
    </>
  );
}

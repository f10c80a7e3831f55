import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string | undefined };

/** The class list of a button, for elements that must look like one (links). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false, className }: StyleProps): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /** While true the button is disabled, shows a spinner and `pendingLabel`. */
    pending?: boolean;
    pendingLabel?: string;
    icon?: ReactNode;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  block,
  className,
  pending = false,
  pendingLabel,
  icon,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : icon}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A router link styled as a button (navigation must stay a link for the keyboard and screen readers). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, size, block, className })} {...rest} />;
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  variant?: 'ghost' | 'danger' | 'primary';
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton({ variant = 'ghost', className, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      title={title ?? rest['aria-label']}
      className={['icon-btn', `icon-btn--${variant}`, className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

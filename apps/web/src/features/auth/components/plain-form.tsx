/**
 * The sign-in form's parts as plain elements, drawn as antd's large vertical form draws them
 * (login-form.css), with the same markup roles: a label per field, the message under it
 * described by the field, an alert with an icon, a button with a loading state.
 */
import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../../components/page/svg-icon';

const helpId = (id: string) => `${id}_help`;

/** A labelled field with its message (null: none) underneath. */
export function PlainField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={`plain-form-item${error ? ' plain-form-item-has-error' : ''}`}>
      <div className="plain-form-label"><label htmlFor={id}>{label}</label></div>
      {children}
      {error ? <div id={helpId(id)} className="plain-form-explain">{error}</div> : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  id: string;
  error?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A text field in its frame, with an icon before it; a required field as antd marks one. */
export function PlainInput({ id, error, prefix, suffix, ref, ...input }: InputProps) {
  return (
    <span className={`plain-input${error ? ' plain-input-error' : ''}`}>
      {prefix ? <span className="plain-input-prefix">{prefix}</span> : null}
      <input
        id={id} ref={ref} aria-required="true" aria-invalid={error ? true : undefined}
        aria-describedby={error ? helpId(id) : undefined} {...input}
      />
      {suffix ? <span className="plain-input-suffix">{suffix}</span> : null}
    </span>
  );
}

/** A password field with the button that shows or hides what was typed. */
export function PasswordInput(props: InputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button" className="plain-password-toggle" aria-pressed={visible}
      aria-label={visible ? t('login.hide_password') : t('login.show_password')}
      // Keeps the caret in the field, as antd's does.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => setVisible((v) => !v)}
    >
      <SvgIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
    </button>
  );
  return <PlainInput {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; link?: boolean; block?: boolean; loading?: boolean };

/** A button as antd's large primary or link button; while loading it shows a spinner and ignores clicks. */
export function PlainButton({ primary, link, block, loading, className, children, onClick, ...button }: ButtonProps) {
  const classes = ['plain-button', primary && 'plain-button-primary', link && 'plain-button-link', block && 'plain-button-block', loading && 'plain-button-loading', className];
  return (
    <button
      {...button} className={classes.filter(Boolean).join(' ')} aria-busy={loading || undefined}
      onClick={(event) => (loading ? event.preventDefault() : onClick?.(event))}
    >
      {loading ? <SvgIcon icon={LoadingOutlined} className="plain-spin" /> : null}
      <span>{children}</span>
    </button>
  );
}

/** An error message as antd's Alert (type error, with its icon), announced when it appears. */
export function PlainErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="plain-alert-error" role="alert">
      <span className="plain-alert-icon"><SvgIcon icon={CloseCircleFilled} /></span>
      <div className="plain-alert-title">{children}</div>
    </div>
  );
}

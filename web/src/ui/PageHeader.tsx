import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from './Button';
import { ArrowLeftIcon } from './icons';
import { backTarget, type BackTo } from './back-target';
import './Card.css';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /**
   * Where Back goes: a path; true for the previous page of the app; a function for a step
   * inside the page (a form shown in place of a list). With true, a page opened directly (a
   * link, a fresh tab) has no previous page: Back goes to `parent`.
   */
  back?: string | true | (() => void);
  /** The page a directly opened page's Back leads to (default: the home). */
  parent?: string;
  backLabel?: string;
  actions?: ReactNode;
};

export function PageHeader({ title, description, back, parent = '/', backLabel = 'Back', actions }: PageHeaderProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (typeof back === 'function') return back();
    const to: BackTo = typeof back === 'string' ? back : backTarget(window.history.state, parent);
    if (to === 'previous') navigate(-1);
    else navigate(to);
  };
  return (
    <header className="page-header">
      {back ? (
        <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={goBack}>
          {backLabel}
        </Button>
      ) : null}
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}

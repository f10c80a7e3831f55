import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from './Button';
import { ArrowLeftIcon } from './icons';
import './Card.css';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Where Back goes: a path, or true for the previous page (home when there is none). */
  back?: string | true;
  backLabel?: string;
  actions?: ReactNode;
};

export function PageHeader({ title, description, back, backLabel = 'Back', actions }: PageHeaderProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (typeof back === 'string') navigate(back);
    // history.state.idx is react-router's position; 0 means this page was opened directly.
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate('/');
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

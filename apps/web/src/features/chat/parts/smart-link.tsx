import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalPath, safeUrl } from '@/lib/safe-url';
import { useInternalLink } from './internal-links';

interface SmartLinkProps {
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link from the model: app paths go through the router, http(s) opens a new tab, anything else is plain content. */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  const internal = useInternalLink();
  const url = safeUrl(href);
  if (!url) return <span className={className}>{children}</span>;
  if (isInternalPath(url))
    return (
      <Link className={className} to={internal(url)} aria-label={rest['aria-label']}>
        {children}
      </Link>
    );
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer nofollow" aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}

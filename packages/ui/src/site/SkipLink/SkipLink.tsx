import * as s from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the main landmark. */
  targetId?: string;
  children?: string;
}

/** The first focusable element of a page: hidden until focused, jumps to the main content. */
export function SkipLink({ targetId = 'main', children = 'Skip to main content' }: SkipLinkProps) {
  return <a className={s.skip} href={`#${targetId}`}>{children}</a>;
}

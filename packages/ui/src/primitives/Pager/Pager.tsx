import { Button } from '../Button';
import { pageList } from './pageList';
import * as styles from './Pager.css';

export interface PagerProps {
  /** Names the navigation landmark, e.g. 'Commission pages'. */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous, the page numbers (the current one `aria-current="page"`, gaps where numbers are left
 * out) and Next: the one pager of every paged table. Nothing when everything fits one page.
 */
export function Pager({ label, page, pageCount, onPageChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>Previous</Button>
      <ol className={styles.pageList}>
        {pageList(page, pageCount).map((item, i) => (
          <li key={item === 'gap' ? `gap-${i}` : item}>
            {item === 'gap' ? <span className={styles.gap} aria-hidden="true">&hellip;</span> : (
              <button
                type="button"
                className={styles.pageButton}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>Next</Button>
    </nav>
  );
}

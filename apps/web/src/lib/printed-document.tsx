import type { DocumentLayout } from '@fbms/domain';
import { createPortal } from 'react-dom';
import { type Paper, printOnlyCss } from './paper.ts';
import classes from './printed-document.module.css';

/**
 * A POS document drawn from its domain layout (readings, void and return slips, cash slips, shift
 * slips): the same blocks the server's PDF and the e-journal's text use, so they never disagree.
 */
export function PrintedDocument({
  layout,
  paper,
  label,
}: {
  layout: DocumentLayout;
  paper: Paper;
  /** The document's accessible name ("Z-reading 12"). */
  label: string;
}) {
  return (
    <div className={classes.root} data-testid="printed-document" data-paper={paper}>
      <article className={classes.paper} aria-label={label}>
        {layout.blocks.map((b, i) => {
          const key = `${i}`;
          switch (b.kind) {
            case 'title':
              return (
                <p key={key} className={classes.title}>
                  {b.text}
                </p>
              );
            case 'center':
              return (
                <p key={key} className={classes.center}>
                  {b.text}
                </p>
              );
            case 'text':
              return <p key={key}>{b.text}</p>;
            case 'heading':
              return (
                <p key={key} className={classes.heading}>
                  {b.text}
                </p>
              );
            case 'rule':
              return <hr key={key} className={classes.rule} />;
            case 'row':
              return (
                <p key={key} className={`${classes.row} ${b.strong ? classes.strong : ''}`}>
                  <span>{b.label}</span>
                  <span>{b.value}</span>
                </p>
              );
          }
          return null;
        })}
      </article>
    </div>
  );
}

/**
 * The document put outside the app's root with its paper's @page rule; it shows only in print. Mount it,
 * call window.print(), unmount it after printing.
 */
export function PrintDocument(props: { layout: DocumentLayout; paper: Paper; label: string }) {
  return createPortal(
    <div className={classes.print} data-document-print="" data-testid="document-print">
      <style>{printOnlyCss(props.paper, 'data-document-print')}</style>
      <PrintedDocument {...props} />
    </div>,
    document.body,
  );
}

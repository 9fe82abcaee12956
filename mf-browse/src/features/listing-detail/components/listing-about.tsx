import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import { descriptionParagraphs, type Listing } from 'listing-domain';
import { factsOf } from '../../../components/listing-words.ts';
import { useId, useState } from 'react';
import styles from './listing-about.module.css';

/** A description longer than this many characters is folded, with "Read more". */
export const FOLD_AFTER = 600;

/** The facts people decide on (issue 35), as a table of terms: only what the owner gave. */
export function KeyFacts({ listing }: { listing: Listing }) {
  const { i18n } = useLingui();
  const facts = factsOf(i18n, listing);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="key-facts">
      <h2 id="key-facts" className={styles.heading}>
        <Trans>Key facts</Trans>
      </h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The owner's description as plain text (React escapes it; never HTML), a paragraph per blank line
 * and its line breaks kept. A long one is folded to its first lines until "Read more".
 */
export function ListingDescription({ description }: { description: string | undefined }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const textId = useId();
  if (!description) return null;
  const paragraphs = descriptionParagraphs(description);
  const long = description.length > FOLD_AFTER || paragraphs.length > 3;
  const folded = long && !open;
  return (
    <section aria-labelledby="about-home">
      <h2 id="about-home" className={styles.heading}>
        <Trans>About this home</Trans>
      </h2>
      <div id={textId} className={folded ? `${styles.description} ${styles.folded}` : styles.description}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {long && (
        <Button variant="quiet" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
          {open ? t`Show less` : t`Read more`}
        </Button>
      )}
    </section>
  );
}

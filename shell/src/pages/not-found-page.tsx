import { buttonClass } from 'design-system/button';
import { MissingPage } from 'design-system/missing-page';
import { Link } from 'react-router';
import { SITE_LOCALES, PSEUDO_LOCALE } from 'site-contract/locale';
import { usePageLanguage } from '../lib/page-language.ts';
import { useShellWords } from '../lib/shell-words.ts';

/** The shell's own words speak every language the site does (lib/shell-words.ts). */
const SHELL_LOCALES = [...SITE_LOCALES, PSEUDO_LOCALE];

export function NotFoundPage() {
  usePageLanguage(SHELL_LOCALES);
  const words = useShellWords();
  return (
    <MissingPage
      title={words.notFound}
      action={
        <Link to="/" className={buttonClass('secondary')}>
          {words.backToExplore}
        </Link>
      }
    >
      <p>{words.notFoundText}</p>
    </MissingPage>
  );
}

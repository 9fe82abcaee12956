// The shell's own words (issue 88): the frame's few (its place search, its navigation's name) and
// those of its fallbacks (the sign-in check, a page not found, a part of the site that did not
// load), in each language the site speaks. A dozen sentences, typed per language (a language that
// lacks one does not compile), without a catalogue's runtime in the host every page loads; the
// slices' pages keep theirs (decision record 065).
import type { PageLocale } from 'site-contract/locale';
import { useSiteLocale } from './use-site-locale.ts';

export interface ShellWords {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  mainNav: string;
  checkingSignIn: string;
  signInUnavailable: string;
  retry: string;
  unavailable: string;
  siteNotLoaded: string;
  /** A part of the site (`{section}`, its name in its own nav entry) that could not load, or is being updated. */
  sectionNotLoaded: string;
  sectionUpdating: string;
  notFound: string;
  notFoundText: string;
  backToExplore: string;
}

export const SHELL_WORDS: Record<PageLocale, ShellWords> = {
  en: {
    searchLabel: 'Search homes by place',
    searchPlaceholder: 'City, district or street',
    searchButton: 'Search',
    mainNav: 'Main',
    checkingSignIn: 'Checking sign-in',
    signInUnavailable: 'This page needs you to sign in, and signing in is not available right now.',
    retry: 'Retry',
    unavailable: 'This part of the site is unavailable',
    siteNotLoaded: 'The site could not be loaded. Check your connection and try again.',
    sectionNotLoaded: 'The {section} section could not be loaded. Check your connection and try again.',
    sectionUpdating:
      'The {section} section is being updated and is not compatible with this version of the site yet. Please try again in a moment.',
    notFound: 'Page not found',
    notFoundText: 'The page you are looking for does not exist.',
    backToExplore: 'Back to Explore',
  },
  fr: {
    searchLabel: 'Rechercher un logement par lieu',
    searchPlaceholder: 'Ville, quartier ou rue',
    searchButton: 'Rechercher',
    mainNav: 'Principale',
    checkingSignIn: 'Vérification de la connexion',
    signInUnavailable: 'Cette page demande de vous connecter, et la connexion n’est pas disponible pour le moment.',
    retry: 'Réessayer',
    unavailable: 'Cette partie du site est indisponible',
    siteNotLoaded: 'Impossible de charger le site. Vérifiez votre connexion et réessayez.',
    sectionNotLoaded: 'Impossible de charger la section « {section} ». Vérifiez votre connexion et réessayez.',
    sectionUpdating:
      'La section « {section} » est en cours de mise à jour et n’est pas encore compatible avec cette version du site. Réessayez dans un instant.',
    notFound: 'Page introuvable',
    notFoundText: 'La page que vous cherchez n’existe pas.',
    backToExplore: 'Retour à Explorer',
  },
  de: {
    searchLabel: 'Unterkünfte nach Ort suchen',
    searchPlaceholder: 'Stadt, Viertel oder Straße',
    searchButton: 'Suchen',
    mainNav: 'Hauptnavigation',
    checkingSignIn: 'Anmeldung wird geprüft',
    signInUnavailable: 'Für diese Seite musst du dich anmelden, und die Anmeldung ist gerade nicht verfügbar.',
    retry: 'Erneut versuchen',
    unavailable: 'Dieser Teil der Website ist nicht verfügbar',
    siteNotLoaded: 'Die Website konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    sectionNotLoaded:
      'Der Bereich „{section}“ konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    sectionUpdating:
      'Der Bereich „{section}“ wird gerade aktualisiert und passt noch nicht zu dieser Version der Website. Versuche es gleich noch einmal.',
    notFound: 'Seite nicht gefunden',
    notFoundText: 'Die gesuchte Seite gibt es nicht.',
    backToExplore: 'Zurück zu Entdecken',
  },
  es: {
    searchLabel: 'Buscar viviendas por lugar',
    searchPlaceholder: 'Ciudad, barrio o calle',
    searchButton: 'Buscar',
    mainNav: 'Principal',
    checkingSignIn: 'Comprobando el inicio de sesión',
    signInUnavailable: 'Esta página requiere iniciar sesión, y el inicio de sesión no está disponible ahora.',
    retry: 'Reintentar',
    unavailable: 'Esta parte del sitio no está disponible',
    siteNotLoaded: 'No se pudo cargar el sitio. Comprueba tu conexión e inténtalo de nuevo.',
    sectionNotLoaded: 'No se pudo cargar la sección «{section}». Comprueba tu conexión e inténtalo de nuevo.',
    sectionUpdating:
      'La sección «{section}» se está actualizando y aún no es compatible con esta versión del sitio. Inténtalo de nuevo en un momento.',
    notFound: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe.',
    backToExplore: 'Volver a Explorar',
  },
  // The pseudo-locale (tests): English, accented and lengthened, so a word left out shows.
  'en-XA': {
    searchLabel: 'Şḗȧřƈħ ħǿḿḗş ƀẏ ƥŀȧƈḗ ~~~~~',
    searchPlaceholder: 'Ƈīŧẏ, ḓīşŧřīƈŧ ǿř şŧřḗḗŧ ~~~~~',
    searchButton: 'Şḗȧřƈħ ~~',
    mainNav: 'Ḿȧīƞ ~',
    checkingSignIn: 'Ƈħḗƈķīƞɠ şīɠƞ-īƞ ~~~~',
    signInUnavailable: 'Ŧħīş ƥȧɠḗ ƞḗḗḓş ẏǿŭ ŧǿ şīɠƞ īƞ, ȧƞḓ şīɠƞīƞɠ īƞ īş ƞǿŧ ȧṽȧīŀȧƀŀḗ řīɠħŧ ƞǿẇ. ~~~~~~~~~~~~~',
    retry: 'Řḗŧřẏ ~~',
    unavailable: 'Ŧħīş ƥȧřŧ ǿƒ ŧħḗ şīŧḗ īş ŭƞȧṽȧīŀȧƀŀḗ ~~~~~~~~',
    siteNotLoaded: 'Ŧħḗ şīŧḗ ƈǿŭŀḓ ƞǿŧ ƀḗ ŀǿȧḓḗḓ. Ƈħḗƈķ ẏǿŭř ƈǿƞƞḗƈŧīǿƞ ȧƞḓ ŧřẏ ȧɠȧīƞ. ~~~~~~~~~~~~',
    sectionNotLoaded: 'Ŧħḗ {section} şḗƈŧīǿƞ ƈǿŭŀḓ ƞǿŧ ƀḗ ŀǿȧḓḗḓ. Ƈħḗƈķ ẏǿŭř ƈǿƞƞḗƈŧīǿƞ ȧƞḓ ŧřẏ ȧɠȧīƞ. ~~~~~~~~~~~~',
    sectionUpdating:
      'Ŧħḗ {section} şḗƈŧīǿƞ īş ƀḗīƞɠ ŭƥḓȧŧḗḓ ȧƞḓ īş ƞǿŧ ƈǿḿƥȧŧīƀŀḗ ẇīŧħ ŧħīş ṽḗřşīǿƞ ǿƒ ŧħḗ şīŧḗ ẏḗŧ. Ƥŀḗȧşḗ ŧřẏ ȧɠȧīƞ īƞ ȧ ḿǿḿḗƞŧ. ~~~~~~~~~~~~~~~~',
    notFound: 'Ƥȧɠḗ ƞǿŧ ƒǿŭƞḓ ~~~~',
    notFoundText: 'Ŧħḗ ƥȧɠḗ ẏǿŭ ȧřḗ ŀǿǿķīƞɠ ƒǿř ḓǿḗş ƞǿŧ ḗẋīşŧ. ~~~~~~~~~~',
    backToExplore: 'Ɓȧƈķ ŧǿ Ḗẋƥŀǿřḗ ~~~~',
  },
};

/** The shell's words in the site's language, followed as it changes. */
export function useShellWords(): ShellWords {
  return SHELL_WORDS[useSiteLocale()];
}

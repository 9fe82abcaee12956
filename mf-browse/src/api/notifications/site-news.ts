// The other news a signed-in person gets (issue 86): each kind a nav entry of the site declares
// (site-contract's NavEntry.news: unread conversations, viewings with news), counted by its own
// slice's server into the person's badges. The bell counts them with the alerts; the Alerts page
// says each in a line leading to its page. Nothing here names another slice's page or field.
import { useEffect, useState } from 'react';
import { badgeCount, useBadges } from 'shared-firebase';
import { deployedNews, type SiteNews } from 'site-contract';

/** A kind of news and how many of it the person has (more than 0). */
export interface NewsCount {
  news: SiteNews;
  count: number;
}

let known: SiteNews[] = [];

/** The kinds of news the site's deployment declares (none until read, and standalone). */
function useDeclaredNews(): SiteNews[] {
  const [declared, setDeclared] = useState(known);
  useEffect(() => {
    let active = true;
    void deployedNews().then((news) => {
      known = news;
      if (active) setDeclared(news);
    });
    return () => {
      active = false;
    };
  }, []);
  return declared;
}

/** The person's news other than alerts, each kind with a count above 0, in the nav's order. */
export function useOtherNews(): NewsCount[] {
  const badges = useBadges();
  return useDeclaredNews()
    .map((news) => ({ news, count: badgeCount(badges, news.count) }))
    .filter(({ count }) => count > 0);
}

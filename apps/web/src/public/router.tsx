// A few lines of routing for the booking pages' four paths. react-router would be shared with the
// owner app's build and bring the whole library (about 40 KB gzipped) into this entry's first load.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

type Location = { pathname: string; search: string };
type Navigate = (to: string) => void;

const LocationContext = createContext<{ location: Location; navigate: Navigate } | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function currentLocation(): Location {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function Router({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const value = useMemo(
    () => ({
      location,
      navigate: (to: string) => {
        window.history.pushState(null, '', to);
        setLocation(currentLocation());
        window.scrollTo({ top: 0 });
      },
    }),
    [location],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

function useRouter() {
  const router = useContext(LocationContext);
  if (!router) throw new Error('Router is missing');
  return router;
}

/** '/book/:businessSlug' against '/book/anna' -> { businessSlug: 'anna' }; null when it differs. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

export type RouteDefinition = { path: string; element: ReactNode };

/** The first route whose path matches, else the fallback. */
export function Routes({
  routes,
  fallback,
}: {
  routes: readonly RouteDefinition[];
  fallback: ReactNode;
}) {
  const { pathname } = useRouter().location;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) {
      return (
        <ParamsContext.Provider key={route.path} value={params}>
          {route.element}
        </ParamsContext.Provider>
      );
    }
  }
  return <>{fallback}</>;
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

export function useSearchParams(): URLSearchParams {
  const { search } = useRouter().location;
  return useMemo(() => new URLSearchParams(search), [search]);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A real link (it opens in a new tab as usual); a plain click moves within the page. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !isPlainClick || rest.target) return;
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} onClick={handleClick} {...rest} />;
}

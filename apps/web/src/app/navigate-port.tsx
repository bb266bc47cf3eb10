import { createContext, useContext, type ReactNode } from 'react';

/**
 * The store's `navigate` port for the real app: the store is created before the router, so it
 * gets `port.navigate`, and the root layout binds the router's navigate once it renders.
 * Navigations asked before that are replayed.
 */
export interface NavigatePort {
  readonly navigate: (path: string) => void;
  readonly bind: (target: (path: string) => void) => () => void;
}

export const createNavigatePort = (): NavigatePort => {
  let target: ((path: string) => void) | null = null;
  const pending: string[] = [];
  return {
    navigate: (path) => {
      if (target) target(path);
      else pending.push(path);
    },
    bind: (next) => {
      target = next;
      for (const path of pending.splice(0)) next(path);
      return () => {
        if (target === next) target = null;
      };
    },
  };
};

const NavigatePortContext = createContext<NavigatePort | null>(null);

export const NavigatePortProvider = ({ port, children }: { readonly port: NavigatePort; readonly children: ReactNode }) => (
  <NavigatePortContext.Provider value={port}>{children}</NavigatePortContext.Provider>
);

/** The port to bind (null in stories and tests, whose stores navigate elsewhere). */
export const useNavigatePort = (): NavigatePort | null => useContext(NavigatePortContext);

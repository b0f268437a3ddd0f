import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Spec §4: the menu starts on dashboard, with the main drawer closed. */
export const INITIAL_MENU_STATE = {
  openedItem: ['dashboard'],
  defaultId: 'dashboard',
  openedComponent: 'buttons',
  drawerOpen: false,
  componentDrawerOpen: true,
};

export type MenuState = Omit<typeof INITIAL_MENU_STATE, 'openedItem'> & {
  openedItem: string[];
};

export type MenuStateValue = MenuState & {
  setDrawerOpen: (open: boolean) => void;
  toggleDrawer: () => void;
  activateItem: (id: string) => void;
};

const MenuStateContext = createContext<MenuStateValue | null>(null);

export function MenuStateProvider(props: { children: ReactNode; drawerOpen?: boolean }) {
  const [state, setState] = useState<MenuState>(() => ({
    ...INITIAL_MENU_STATE,
    drawerOpen: props.drawerOpen ?? INITIAL_MENU_STATE.drawerOpen,
  }));
  const setDrawerOpen = useCallback(
    (drawerOpen: boolean) => setState((s) => ({ ...s, drawerOpen })),
    [],
  );
  const toggleDrawer = useCallback(
    () => setState((s) => ({ ...s, drawerOpen: !s.drawerOpen })),
    [],
  );
  const activateItem = useCallback(
    (id: string) => setState((s) => ({ ...s, openedItem: [id] })),
    [],
  );
  const value = useMemo(
    () => ({ ...state, setDrawerOpen, toggleDrawer, activateItem }),
    [state, setDrawerOpen, toggleDrawer, activateItem],
  );
  return <MenuStateContext.Provider value={value}>{props.children}</MenuStateContext.Provider>;
}

export function useMenuState(): MenuStateValue {
  const value = useContext(MenuStateContext);
  if (!value) throw new Error('useMenuState must be used inside MenuStateProvider');
  return value;
}

import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { FIGURES_EVERY_MS, reloadFigures } from '../../lib/live-figures';

/**
 * Makes an open dashboard ask for its figures again after a stream event: the first event at
 * once, then at most once per FIGURES_EVERY_MS while more arrive (120 enquiries landing together
 * cost a few reads, not 120), the last of a burst never left out.
 */
export function useFiguresReload(): () => void {
  const dispatch = useDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) {
      waiting.current = true;
      return;
    }
    dispatch(reloadFigures());
    const tick = () => {
      timer.current = waiting.current ? setTimeout(tick, FIGURES_EVERY_MS) : null;
      if (waiting.current) dispatch(reloadFigures());
      waiting.current = false;
    };
    timer.current = setTimeout(tick, FIGURES_EVERY_MS);
  }, [dispatch]);
}

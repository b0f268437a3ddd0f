import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The heading the wizard moves the focus to when its step changes. */
const HeadingRef = createContext<RefObject<HTMLHeadingElement | null> | null>(null);
export const StepHeadingProvider = HeadingRef.Provider;

/**
 * Moves the focus to the new step's heading when the step changes (not on the first one shown,
 * so a reload leaves the focus where the browser puts it); the ref goes to StepHeadingProvider.
 */
export function useStepFocus(step: string | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!step) return;
    if (shown.current && shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);
  return heading;
}

/** One step of the wizard: a card titled by an h2 (which takes the focus), and its content. */
export function StepCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const ref = useContext(HeadingRef);
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={2.5}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography
              ref={ref}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ '&:focus': { outline: 'none' } }}
            >
              {title}
            </Typography>
            {action}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

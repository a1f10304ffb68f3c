import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** Shown while a page's code or data loads ('Cargando información...', part 2 §2.3). */
export function PageSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label="Cargando información..." />
    </div>
  );
}

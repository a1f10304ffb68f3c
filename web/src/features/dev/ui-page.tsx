import { Body1, Link, TagGroup, Title2, makeStyles, tokens, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { AddRegular, DocumentArrowUpRegular, EditRegular, InfoRegular, SaveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { PageProps } from '../../app/routes';
import { AppAccordion } from '../../components/app-accordion';
import { AppButton } from '../../components/app-button';
import { AppCard } from '../../components/app-card';
import { AppCheckbox } from '../../components/app-checkbox';
import { AppSwitch } from '../../components/app-switch';
import { AppTag } from '../../components/app-tag';
import { ComboboxField } from '../../components/combobox-field';
import { useConfirm } from '../../components/confirm-dialog';
import { DateField } from '../../components/date-field';
import { DropdownField } from '../../components/dropdown-field';
import type { FieldOption } from '../../components/field-props';
import { FilePicker } from '../../components/file-picker';
import { HelpTooltip, IconButton } from '../../components/icon-button';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { DocumentStatusBadge, RiskBadge, StatusBadge } from '../../components/status-badge';
import { riskLevels } from '../../components/status-codes';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { useNotify, toastPositions, type ToastPosition } from '../../components/use-notify';
import { variantLabels, variants, type Variant } from '../../components/variant';
import { useThemePreference } from '../../lib/theme-preference';
import { usePageTitle } from '../../lib/use-page-title';
import { ColorSwatches, allColorTokens, colorTokenGroups } from './components/color-tokens';
import { DemoRow, DemoSection } from './components/demo-section';
import { TableDemo } from './components/table-demo';

export const designSystemTitle = 'Guía de diseño';

/** The sections of the guide, in order: the index links to them and the tests check each one. */
export const designSystemSections = [
  { id: 'tema', title: 'Tema' },
  { id: 'colores', title: 'Tokens de color' },
  { id: 'botones', title: 'Botones' },
  { id: 'tarjetas', title: 'Tarjetas' },
  { id: 'insignias', title: 'Insignias' },
  { id: 'etiquetas', title: 'Etiquetas' },
  { id: 'desplegables', title: 'Listas desplegables' },
  { id: 'tooltips', title: 'Información emergente' },
  { id: 'campos', title: 'Campos' },
  { id: 'entradas', title: 'Entradas de texto' },
  { id: 'selectores', title: 'Selectores' },
  { id: 'tablas', title: 'Tablas' },
  { id: 'toasts', title: 'Notificaciones' },
  { id: 'alertas-push', title: 'Alertas push' },
  { id: 'modales', title: 'Ventanas modales' },
  { id: 'interruptores', title: 'Interruptores' },
  { id: 'casillas', title: 'Casillas de verificación' },
  { id: 'acordeones', title: 'Acordeones' },
] as const;

type SectionId = (typeof designSystemSections)[number]['id'];
const sectionTitle = (id: SectionId) => designSystemSections.find((section) => section.id === id)?.title ?? id;

const positionLabels: Record<ToastPosition, string> = { 'top-right': 'arriba a la derecha', 'bottom-center': 'abajo al centro' };

const supplierOptions: FieldOption[] = [
  { value: 'sin', label: 'Servicios Industriales del Norte' },
  { value: 'aym', label: 'Andamios y Montajes' },
  { value: 'lpr', label: 'Limpieza Profesional' },
  { value: 'cba', label: 'Consultores Bajío' },
  { value: 'med', label: 'Médica Integral del Centro' },
];

const periodicityOptions: FieldOption[] = ['Diario', 'Semanal', 'Quincenal', 'Mensual', 'Bimestral', 'Cuatrimestral', 'Semestral', 'Anual'].map(
  (label) => ({ value: label.toLowerCase(), label }),
);

const areaOptions: FieldOption[] = ['Legal', 'Laboral', 'Fiscal', 'STPS'].map((label) => ({ value: label.toLowerCase(), label }));

const variantOptions: FieldOption[] = variants.map((variant) => ({ value: variant, label: variantLabels[variant] }));

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '1200px',
    boxSizing: 'border-box',
  },
  title: { margin: 0 },
  index: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: 0, padding: 0 },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  groupTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function ThemeSection() {
  const { theme, setTheme } = useThemePreference();
  return (
    <DemoSection id="tema" title={sectionTitle('tema')} description="Oscuro por omisión; la preferencia se guarda en este navegador.">
      <AppSwitch label="Tema oscuro" checked={theme === 'dark'} onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')} />
      <Body1>Tema actual: {theme === 'dark' ? 'oscuro (webDarkTheme)' : 'claro (webLightTheme)'}</Body1>
    </DemoSection>
  );
}

function ColorSection() {
  const styles = useStyles();
  const { theme } = useThemePreference();
  const fluentTheme = theme === 'dark' ? webDarkTheme : webLightTheme;
  return (
    <DemoSection id="colores" title={sectionTitle('colores')} description="Los colores salen siempre de estos tokens; ningún componente fija un color.">
      {colorTokenGroups.map((group) => (
        <div key={group.title} className={styles.stack}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ColorSwatches theme={fluentTheme} names={group.names} label={`Tokens de color: ${group.title}`} />
        </div>
      ))}
      <AppAccordion
        items={[
          {
            value: 'todos',
            title: `Todos los tokens de color del tema (${allColorTokens(fluentTheme).length})`,
            content: <ColorSwatches theme={fluentTheme} names={allColorTokens(fluentTheme)} label="Todos los tokens de color" />,
          },
        ]}
      />
    </DemoSection>
  );
}

function ButtonSection() {
  return (
    <DemoSection id="botones" title={sectionTitle('botones')} description="Enter y Espacio los activan; el foco se ve con el contorno del tema.">
      <DemoRow label="Variantes de botón">
        {variants.map((variant) => (
          <AppButton key={variant} variant={variant}>
            {variantLabels[variant]}
          </AppButton>
        ))}
      </DemoRow>
      <DemoRow label="Botones con icono">
        <AppButton variant="primary" icon={<SaveRegular />}>
          Guardar
        </AppButton>
        <AppButton variant="success" icon={<DocumentArrowUpRegular />}>
          Cargar
        </AppButton>
        <AppButton variant="secondary" icon={<AddRegular />} size="small">
          Agregar
        </AppButton>
        <IconButton icon={<EditRegular />} label="Editar" />
      </DemoRow>
      <DemoRow label="Botones deshabilitados">
        {variants.map((variant) => (
          <AppButton key={variant} variant={variant} disabled>
            {`${variantLabels[variant]} deshabilitado`}
          </AppButton>
        ))}
      </DemoRow>
    </DemoSection>
  );
}

function CardSection() {
  const styles = useStyles();
  return (
    <DemoSection id="tarjetas" title={sectionTitle('tarjetas')}>
      <div className={styles.cards}>
        <AppCard title="Últimos documentos" description="Los 5 más recientes" actions={<IconButton icon={<EditRegular />} label="Editar tarjeta" variant="link" />}>
          <Body1>El cuerpo de la tarjeta admite cualquier contenido.</Body1>
        </AppCard>
        <AppCard title="Cumplimiento del periodo" footer={<AppButton variant="primary">Ver detalle</AppButton>}>
          <DemoRow>
            <RiskBadge level={1} />
            <DocumentStatusBadge status="P" />
          </DemoRow>
        </AppCard>
      </div>
    </DemoSection>
  );
}

function BadgeSection() {
  return (
    <DemoSection id="insignias" title={sectionTitle('insignias')}>
      <DemoRow label="Insignias suaves">
        {variants.map((variant) => (
          <StatusBadge key={variant} variant={variant}>
            {variantLabels[variant]}
          </StatusBadge>
        ))}
      </DemoRow>
      <DemoRow label="Insignias sólidas">
        {variants.map((variant) => (
          <StatusBadge key={variant} variant={variant} appearance="filled">
            {variantLabels[variant]}
          </StatusBadge>
        ))}
      </DemoRow>
      <DemoRow label="Estados de documento">
        {['V', 'I', 'P', 'U', 'A', 'X'].map((code) => (
          <DocumentStatusBadge key={code} status={code} title={`Código ${code}`} />
        ))}
      </DemoRow>
      <DemoRow label="Niveles de riesgo">
        {riskLevels.map((level) => (
          <RiskBadge key={level} level={level} />
        ))}
      </DemoRow>
    </DemoSection>
  );
}

function TagSection() {
  const [tags, setTags] = useState<Variant[]>([...variants]);
  return (
    <DemoSection id="etiquetas" title={sectionTitle('etiquetas')}>
      <DemoRow label="Variantes de etiqueta">
        {variants.map((variant) => (
          <AppTag key={variant} variant={variant}>
            {variantLabels[variant]}
          </AppTag>
        ))}
      </DemoRow>
      <TagGroup
        aria-label="Etiquetas que se pueden quitar"
        onDismiss={(_, data) => setTags((current) => current.filter((tag) => tag !== data.value))}
      >
        {tags.map((variant) => (
          <AppTag key={variant} variant={variant} value={variant} dismissible dismissIcon={{ 'aria-label': 'quitar' }}>
            {`Quitar ${variantLabels[variant].toLowerCase()}`}
          </AppTag>
        ))}
      </TagGroup>
      {tags.length < variants.length && (
        <div>
          <AppButton variant="link" onClick={() => setTags([...variants])}>
            Restaurar etiquetas
          </AppButton>
        </div>
      )}
    </DemoSection>
  );
}

function DropdownSection() {
  const styles = useStyles();
  const [supplier, setSupplier] = useState<string | null>(null);
  const [areas, setAreas] = useState<string[]>([]);
  const [periodicity, setPeriodicity] = useState<string[]>(['mensual']);
  return (
    <DemoSection id="desplegables" title={sectionTitle('desplegables')} description="Flechas, Enter y escribir para buscar; Escape cierra la lista.">
      <div className={styles.form}>
        <DropdownField label="Periodicidad" options={periodicityOptions} selectedValues={periodicity} onSelectionChange={setPeriodicity} />
        <DropdownField
          label="Áreas"
          multiselect
          placeholder="Seleccione una o varias"
          options={areaOptions}
          selectedValues={areas}
          onSelectionChange={setAreas}
        />
        <ComboboxField
          label="Proveedor"
          placeholder="Escriba para buscar"
          options={supplierOptions}
          selectedValue={supplier}
          onSelectionChange={setSupplier}
          hint="Busca sin importar acentos ni mayúsculas."
        />
      </div>
    </DemoSection>
  );
}

function TooltipSection() {
  return (
    <DemoSection
      id="tooltips"
      title={sectionTitle('tooltips')}
      description="Aparece al pasar el ratón y al llegar con el teclado; Escape la oculta. Un botón solo con icono toma su nombre de ella."
    >
      <DemoRow>
        <IconButton icon={<InfoRegular />} label="Más información" />
        <IconButton icon={<DocumentArrowUpRegular />} label="Cargar documento" variant="primary" />
        <HelpTooltip content="Se envía al correo del contacto principal.">
          <AppButton>Enviar invitación</AppButton>
        </HelpTooltip>
      </DemoRow>
    </DemoSection>
  );
}

function FieldSection() {
  const styles = useStyles();
  const [rfc, setRfc] = useState('');
  const rfcMessage = rfc.trim() === '' ? 'El RFC es obligatorio.' : /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/i.test(rfc.trim()) ? undefined : 'El RFC no es válido.';
  return (
    <DemoSection id="campos" title={sectionTitle('campos')} description="Cada campo tiene etiqueta; el mensaje de validación se anuncia y marca el control como inválido.">
      <div className={styles.form}>
        <TextField label="RFC" required value={rfc} onChange={(_, data) => setRfc(data.value)} validationMessage={rfcMessage} hint="12 o 13 caracteres" />
        <TextField label="Correo electrónico" type="email" defaultValue="contacto@ejemplo.mx" validationState="success" validationMessage="Correo verificado." />
        <TextField label="Teléfono" defaultValue="55 1234" validationState="warning" validationMessage="El teléfono debe tener 10 dígitos." />
        <TextField label="Razón social" disabled defaultValue="Servicios Industriales del Norte" />
      </div>
    </DemoSection>
  );
}

function InputSection() {
  const styles = useStyles();
  const [startDate, setStartDate] = useState('');
  const [file, setFile] = useState<File>();
  return (
    <DemoSection
      id="entradas"
      title={sectionTitle('entradas')}
      description="Fecha y archivo hablan español en cualquier navegador: dd/mm/aaaa con calendario (flechas, RePág, AvPág, Enter) y 'Seleccionar archivo'."
    >
      <div className={styles.form}>
        <TextField label="Nombre" placeholder="Nombre completo" />
        <TextField label="Contraseña" type="password" hint="Mínimo 8 caracteres" />
        <TextField label="Monto" type="number" contentAfter="MXN" />
        <DateField label="Fecha inicial" value={startDate} onValueChange={setStartDate} hint={startDate ? `Valor: ${startDate}` : undefined} />
        <FilePicker label="Archivo adjunto" hint="PDF, JPEG o PNG." accept={['application/pdf', 'image/jpeg', 'image/png']} file={file} onFileChange={setFile} />
        <TextareaField label="Motivo de rechazo" placeholder="Describa el motivo" validationMessage="El motivo es obligatorio al rechazar." />
      </div>
    </DemoSection>
  );
}

function SelectSection() {
  const styles = useStyles();
  const [year, setYear] = useState('');
  return (
    <DemoSection id="selectores" title={sectionTitle('selectores')} description="Select nativo para listas cortas y fijas.">
      <div className={styles.form}>
        <SelectField
          label="Año"
          placeholder="Seleccione un año"
          options={['2021', '2022', '2023', '2024', '2025'].map((value) => ({ value, label: value }))}
          value={year}
          onValueChange={setYear}
          validationMessage={year ? undefined : 'Seleccione un año.'}
        />
        <SelectField label="Área" options={areaOptions} />
      </div>
    </DemoSection>
  );
}

function TableSection() {
  return (
    <DemoSection
      id="tablas"
      title={sectionTitle('tablas')}
      description="Un solo paso de Tab entra en la tabla; las flechas recorren las celdas; Enter o Espacio en un encabezado ordena."
    >
      <TableDemo />
    </DemoSection>
  );
}

function ToastSection() {
  const notify = useNotify();
  const [variant, setVariant] = useState<Variant>('success');
  return (
    <DemoSection id="toasts" title={sectionTitle('toasts')} description="Duran 3 segundos, se pausan con el ratón o el foco encima y salen con una animación de 400 ms.">
      <SelectField
        label="Variante del toast"
        options={variantOptions}
        value={variant}
        onValueChange={(value) => setVariant(value as Variant)}
      />
      <DemoRow label="Posiciones del toast">
        {toastPositions.map((position) => (
          <AppButton
            key={position}
            variant="primary"
            onClick={() => notify.toast(`Toast ${variantLabels[variant].toLowerCase()} ${positionLabels[position]}`, { variant, position })}
          >
            {`Toast ${positionLabels[position]}`}
          </AppButton>
        ))}
      </DemoRow>
    </DemoSection>
  );
}

function PushSection() {
  const notify = useNotify();
  return (
    <DemoSection
      id="alertas-push"
      title={sectionTitle('alertas-push')}
      description="Abajo al centro: 5 segundos, 10 si es importante. Con el foco en una alerta, Escape las descarta."
    >
      <DemoRow>
        <AppButton
          variant="info"
          onClick={() => notify.push({ title: 'Nuevo documento cargado', message: 'Andamios y Montajes cargó su constancia REPSE.' })}
        >
          Alerta push
        </AppButton>
        <AppButton
          variant="warning"
          onClick={() => notify.push({ title: 'Documento rechazado', message: 'La opinión IMSS de Limpieza Profesional fue rechazada.', important: true })}
        >
          Alerta push importante
        </AppButton>
      </DemoRow>
    </DemoSection>
  );
}

function ModalSection() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const notify = useNotify();
  const askDelete = async () => {
    const confirmed = await confirm({
      title: 'Eliminar documento',
      message: '¿Desea eliminar el documento? Esta acción no se puede deshacer.',
      confirmLabel: 'Eliminar',
      variant: 'danger',
    });
    setAnswer(confirmed ? 'Confirmado: se eliminaría el documento.' : 'Cancelado: no se eliminó nada.');
  };
  return (
    <DemoSection
      id="modales"
      title={sectionTitle('modales')}
      description="El foco entra y queda dentro; Escape cierra; al cerrar vuelve al botón que la abrió."
    >
      <DemoRow>
        <AppButton variant="primary" onClick={() => setOpen(true)}>
          Abrir modal
        </AppButton>
        <AppButton variant="danger" onClick={() => void askDelete()}>
          Eliminar documento
        </AppButton>
      </DemoRow>
      {answer && <Body1 role="status">{answer}</Body1>}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Editar contacto"
        actions={
          <>
            <AppButton
              variant="primary"
              onClick={() => {
                setOpen(false);
                notify.toast('Contacto guardado', { variant: 'success' });
              }}
            >
              Guardar
            </AppButton>
            <AppButton onClick={() => setOpen(false)}>Cancelar</AppButton>
          </>
        }
      >
        <TextField label="Nombre del contacto" defaultValue="Ana López" />
      </Modal>
      {confirmDialog}
    </DemoSection>
  );
}

function SwitchSection() {
  const [mail, setMail] = useState(true);
  return (
    <DemoSection id="interruptores" title={sectionTitle('interruptores')} description="Espacio cambia el valor; el cambio se aplica de inmediato.">
      <AppSwitch label="Notificaciones por correo" checked={mail} onCheckedChange={setMail} />
      <AppSwitch label="Modo de mantenimiento" disabled />
    </DemoSection>
  );
}

function CheckboxSection() {
  const [terms, setTerms] = useState(false);
  const [items, setItems] = useState({ sat: true, imss: false });
  const all = items.sat && items.imss ? true : items.sat || items.imss ? 'mixed' : false;
  return (
    <DemoSection id="casillas" title={sectionTitle('casillas')}>
      <AppCheckbox
        label="Acepto el aviso de privacidad"
        checked={terms}
        onCheckedChange={(checked) => setTerms(checked === true)}
        validationMessage={terms ? undefined : 'Debe aceptar el aviso de privacidad.'}
      />
      <AppCheckbox label="Todos los documentos" checked={all} onCheckedChange={(checked) => setItems({ sat: checked === true, imss: checked === true })} />
      <AppCheckbox label="Opinión SAT" checked={items.sat} onCheckedChange={(checked) => setItems((current) => ({ ...current, sat: checked === true }))} />
      <AppCheckbox label="Opinión IMSS" checked={items.imss} onCheckedChange={(checked) => setItems((current) => ({ ...current, imss: checked === true }))} />
    </DemoSection>
  );
}

function AccordionSection() {
  return (
    <DemoSection id="acordeones" title={sectionTitle('acordeones')} description="Enter o Espacio abre y cierra cada sección.">
      <AppAccordion
        multiple
        defaultOpenItems={['fiscal']}
        items={[
          { value: 'fiscal', title: 'Documentos fiscales', content: <Body1>Opinión de cumplimiento SAT, constancia de situación fiscal.</Body1> },
          { value: 'laboral', title: 'Documentos laborales', content: <Body1>Opinión IMSS, pagos de cuotas INFONAVIT, constancia REPSE.</Body1> },
          { value: 'legal', title: 'Documentos legales', content: <Body1>Acta constitutiva, poder del representante legal.</Body1> },
        ]}
      />
    </DemoSection>
  );
}

/**
 * /dev/ui (part 2 §2.10): the internal design-system guide. Colour tokens of the current theme and every
 * component of web/src/components in every variant, with a theme switch. It has no business function.
 */
export function DesignSystemPage({ title = designSystemTitle }: Partial<PageProps>) {
  usePageTitle(title);
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Title2 as="h1" className={styles.title}>
        {title}
      </Title2>
      <Body1>Componentes del sistema de diseño (web/src/components) sobre Fluent UI v9, en el tema actual.</Body1>
      <nav aria-label="Secciones de la guía">
        <ul className={styles.index}>
          {designSystemSections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeSection />
      <ColorSection />
      <ButtonSection />
      <CardSection />
      <BadgeSection />
      <TagSection />
      <DropdownSection />
      <TooltipSection />
      <FieldSection />
      <InputSection />
      <SelectSection />
      <TableSection />
      <ToastSection />
      <PushSection />
      <ModalSection />
      <SwitchSection />
      <CheckboxSection />
      <AccordionSection />
    </main>
  );
}

export default DesignSystemPage;

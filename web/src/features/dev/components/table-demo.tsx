import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { IconButton } from '../../../components/icon-button';
import { DocumentStatusBadge, RiskBadge } from '../../../components/status-badge';
import { documentStatusStyle, type RiskLevel } from '../../../components/status-codes';
import { useNotify } from '../../../components/use-notify';
import { formatDate } from '../../../lib/format';

export type DemoDocument = { id: string; name: string; supplier: string; status: string; risk: RiskLevel; uploadedAt: Date };

export const demoDocuments: readonly DemoDocument[] = [
  { id: 'd1', name: 'Opinión de cumplimiento SAT', supplier: 'Servicios Industriales del Norte', status: 'V', risk: 3, uploadedAt: new Date(2025, 0, 15) },
  { id: 'd2', name: 'Constancia REPSE', supplier: 'Andamios y Montajes', status: 'P', risk: 1, uploadedAt: new Date(2025, 2, 3) },
  { id: 'd3', name: 'Opinión IMSS', supplier: 'Limpieza Profesional', status: 'I', risk: 2, uploadedAt: new Date(2024, 10, 28) },
  { id: 'd4', name: 'Pago de cuotas INFONAVIT', supplier: 'Consultores Bajío', status: 'U', risk: 2, uploadedAt: new Date(2025, 1, 9) },
];

/** The DataTable demo: sortable columns, badges in cells and a delete action that asks first. */
export function TableDemo() {
  const [rows, setRows] = useState<readonly DemoDocument[]>(demoDocuments);
  const { confirm, confirmDialog } = useConfirm();
  const notify = useNotify();

  const remove = async (document: DemoDocument) => {
    const confirmed = await confirm({
      title: 'Eliminar documento',
      message: `¿Desea eliminar «${document.name}» de ${document.supplier}? Esta acción no se puede deshacer.`,
      confirmLabel: 'Eliminar',
      variant: 'danger',
    });
    if (!confirmed) return;
    setRows((current) => current.filter((row) => row.id !== document.id));
    notify.toast('Documento eliminado', { variant: 'success' });
  };

  const columns: DataTableColumn<DemoDocument>[] = [
    { key: 'name', header: 'Documento', sortValue: (row) => row.name },
    { key: 'supplier', header: 'Proveedor', sortValue: (row) => row.supplier },
    {
      key: 'status',
      header: 'Estado',
      sortValue: (row) => documentStatusStyle(row.status).label,
      render: (row) => <DocumentStatusBadge status={row.status} />,
    },
    { key: 'risk', header: 'Riesgo', sortValue: (row) => row.risk, render: (row) => <RiskBadge level={row.risk} /> },
    { key: 'uploadedAt', header: 'Fecha de carga', sortValue: (row) => row.uploadedAt, render: (row) => formatDate(row.uploadedAt) },
    {
      key: 'actions',
      header: 'Acciones',
      render: (row) => (
        <IconButton icon={<DeleteRegular />} label={`Eliminar ${row.name}`} variant="link" size="small" onClick={() => void remove(row)} />
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Documentos de ejemplo"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        sortable
        defaultSort={{ columnKey: 'uploadedAt', direction: 'descending' }}
      />
      <DataTable label="Tabla vacía de ejemplo" columns={columns} rows={[]} getRowId={(row) => row.id} emptyText="No se encontraron documentos." />
      {confirmDialog}
    </>
  );
}

import type { CfdiRead, TextRead } from '../../readers/types';

/**
 * Text samples written from the real forms' wording (not from the fictitious generator), in the layouts a reader
 * gives: label and value on one line, value on the next line, two-row tables, accents stripped, OCR slips.
 * Identifiers have valid check digits: RFC EXP150301AB2 (moral), PELJ800101H74 (física), CURP PELJ800101HDFRPN01,
 * NSS 12345678903, 01987654322, 45128930471, CLABE 012180001234567899.
 */
export const pdf = (text: string): TextRead => ({ kind: 'text', method: 'pdf-text', text, pages: [{ number: 1, text }], confidence: 1 });
export const ocr = (text: string, confidence = 0.86): TextRead => ({ kind: 'text', method: 'ocr', text, pages: [{ number: 1, text }], confidence });

export const opinion32dTable = `SERVICIO DE ADMINISTRACIÓN TRIBUTARIA
OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES
Folio Clave de R.F.C. Nombre, denominación o razón social
26NA3827651 EXP150301AB2 EXPEDIENTES DEL NORTE SA DE CV
En atención a su solicitud, le informamos que en los controles electrónicos institucionales del Servicio de
Administración Tributaria, se observa que usted se encuentra al corriente en el cumplimiento de sus obligaciones
fiscales, por lo que se emite esta opinión en sentido POSITIVO.
Revisión practicada el día 03 de marzo de 2026, a las 10:15 horas`;

export const opinion32dOcr = `OPINION DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES
Folio: 26NA3827651
Clave de RFC: EXPI5O3O1AB2
Nombre, denominacion o razon social: EXPEDIENTES DEL NORTE SA DE CV
se emite esta opinion en sentido NEGATIVO
Revision practicada el dia 3 de marzo de 2026 a las 9:05 horas`;

export const imssOpinion = `Instituto Mexicano del Seguro Social
Opinión de cumplimiento de obligaciones en materia de seguridad social
Folio: 1234567890 Fecha de emisión: 05/03/2026
Registro patronal: Y54-12345-10-5
RFC: EXP150301AB2
Nombre o razón social: EXPEDIENTES DEL NORTE SA DE CV
Derivado de la consulta, se emite opinión de cumplimiento en sentido POSITIVO.`;

export const infonavitTwoLine = `INFONAVIT
Constancia de situación fiscal
Número de registro patronal
Y5412345105
R.F.C.
EXP150301AB2
Razón social
EXPEDIENTES DEL NORTE SA DE CV
Folio
INF-2026-004512
Al día de hoy el patrón no cuenta con adeudos ante el Instituto.
Fecha de emisión
10-MAR-2026`;

export const csf = `CÉDULA DE IDENTIFICACIÓN FISCAL
RFC: EXP150301AB2
Denominación/Razón Social: EXPEDIENTES DEL NORTE SA DE CV
idCIF: 19010234567
CONSTANCIA DE SITUACIÓN FISCAL
Lugar y Fecha de Emisión
MONTERREY , NUEVO LEON A 02 DE MARZO DE 2026
Datos de Identificación del Contribuyente:
RFC: EXP150301AB2
Denominación/Razón Social: EXPEDIENTES DEL NORTE SA DE CV
Régimen Capital: SOCIEDAD ANONIMA DE CAPITAL VARIABLE
Nombre Comercial:
Fecha inicio de operaciones: 01 DE ABRIL DE 2015
Estatus en el padrón: ACTIVO
Fecha de último cambio de estado: 01 DE ABRIL DE 2015
Datos del domicilio registrado
Código Postal:64000 Tipo de Vialidad: AVENIDA (AV.)
Nombre de Vialidad: CONSTITUCION Número Exterior: 405
Número Interior: Nombre de la Colonia: CENTRO
Nombre de la Localidad: MONTERREY Nombre del Municipio o Demarcación Territorial: MONTERREY
Nombre de la Entidad Federativa: NUEVO LEON Entre Calle: ZARAGOZA
Actividades Económicas:
Orden Actividad Económica Porcentaje Fecha Inicio Fecha Fin
1 Servicios de administración de negocios 70 01/04/2015
2 Otros servicios de apoyo a los negocios 30 01/04/2015
Regímenes:
Régimen Fecha Inicio Fecha Fin
Régimen General de Ley Personas Morales 01/04/2015
Obligaciones:`;

export const csfFisica = `CEDULA DE IDENTIFICACION FISCAL
RFC: PELJ800101H74
CURP: PELJ800101HDFRPN01
Nombre (s): JUAN
Primer Apellido: PEREZ
Segundo Apellido: LOPEZ
idCIF: 17050011223
Lugar y Fecha de Emision
CUAUHTEMOC , CIUDAD DE MEXICO A 15 DE ENERO DE 2026
Fecha inicio de operaciones: 01 DE ENERO DE 2010
Estatus en el padron: ACTIVO
Codigo Postal:06600 Tipo de Vialidad: CALLE
Nombre de Vialidad: LONDRES Numero Exterior: 22
Numero Interior: 3 Nombre de la Colonia: JUAREZ
Nombre del Municipio o Demarcacion Territorial: CUAUHTEMOC
Nombre de la Entidad Federativa: CIUDAD DE MEXICO`;

export const declIsr = `Acuse de recibo
Declaración Provisional o Definitiva de Impuestos Federales
RFC: EXP150301AB2
Nombre o razón social: EXPEDIENTES DEL NORTE SA DE CV
Tipo de declaración: Normal
Período de la declaración: Marzo
Ejercicio: 2026
Fecha y hora de presentación: 16/04/2026 12:41
Medio de presentación: Internet
Número de operación: 260416012345
Concepto: ISR retenciones por salarios
Importe total a pagar: $ 48,210.00
Línea de captura: 0426 0EXP 1503 01AB 2987
Vigente hasta: 30/04/2026`;

export const declIvaTwoLine = `ACUSE DE RECIBO
DECLARACION PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES
R.F.C.
EXP150301AB2
TIPO DE DECLARACION
COMPLEMENTARIA
PERIODO
03-2026
FECHA Y HORA DE PRESENTACION
2026-04-17 09:03:22
NUMERO DE OPERACION
260417998877
LINEA DE CAPTURA
04260EXP150301AB2123
CANTIDAD A PAGAR
12,345.67`;

export const sua = `CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES
Registro Patronal: Y54-12345-10-5 R.F.C.: EXP150301AB2
Nombre o Razón Social: EXPEDIENTES DEL NORTE SA DE CV
Periodo de Pago: 03-2026
NSS Nombre del trabajador Días SBC Cuota fija Excedente
12345678903 PEREZ LOPEZ JUAN 31 512.40 3,540.10 210.00
01987654322 MORA RAMIREZ ANA 28 1,203.55 3,197.20 801.12
45128930471 GARCIA SOTO LUIS 31 350.00 3,540.10 0.00
Total a pagar: $ 18,522.37`;

export const sipareOcr = `SIPARE Formato para pago de cuotas obrero patronales
Reg. Pat. YS4-I2345-1O-5
RFC EXPI50301AB2
Razon social EXPEDIENTES DEL NORTE SA DE CV
Periodo de pago Marzo 2026
Linea de captura 0126 0Y54 1234 5105 0326 4871 2233
Importe total $18,522.37
Fecha de pago 14/04/2026
12-34-56-7890-3 PEREZ LOPEZ JUAN 31 512.40`;

export const infonavitBim = `CÉDULA DE DETERMINACIÓN DE CUOTAS BIMESTRAL RCV E INFONAVIT
Registro patronal: Y5412345105
RFC: EXP150301AB2
Razón social: EXPEDIENTES DEL NORTE SA DE CV
Bimestre: 04-2026
Línea de captura: 0226 0Y54 1234 5105 0426 9999
Total a pagar: $ 61,004.10
NSS Nombre Días SBC
12345678903 PEREZ LOPEZ JUAN 61 512.40`;

export const icsoe = `INSTITUTO MEXICANO DEL SEGURO SOCIAL
Acuse de recibo de la Información de Contratos de Servicios u Obras Especializados (ICSOE)
Folio: ICSOE-2026-0004412
Periodo: Enero - Abril 2026
Tipo de declaración: Normal
RFC: EXP150301AB2
Registro patronal: Y5412345105
Número de contratos informados: 3
Número de trabajadores informados: 25
Fecha de envío: 12/05/2026`;

export const sisubTwoLine = `INFONAVIT
SISUB Acuse de recibo
Folio del acuse
SISUB260000812
Cuatrimestre
2
Año
2026
Tipo
Complementaria
R.F.C.
EXP150301AB2
Registro patronal
Y5412345105
Contratos
4
Trabajadores
31`;

export const bankCover = `BBVA México
Estado de cuenta Maestra Pyme
Titular: EXPEDIENTES DEL NORTE SA DE CV
RFC: EXP150301AB2
No. de cuenta: 0123456789 No. de cliente: 55443322
CLABE interbancaria: 012 180 00123456789 9
Periodo: del 01/03/2026 al 31/03/2026
Fecha de corte: 31/03/2026`;

export const addressCfe = `CFE Suministrador de Servicios Básicos
Comisión Federal de Electricidad
Nombre del usuario: EXPEDIENTES DEL NORTE SA DE CV
Domicilio: AV CONSTITUCION 405 COL CENTRO MONTERREY, N.L. C.P. 64000
Periodo facturado: 15 ENE 26 - 15 MAR 26
Fecha de emisión: 18/03/2026
Fecha límite de pago: 02/04/2026`;

export const regPatronal = `INSTITUTO MEXICANO DEL SEGURO SOCIAL
Tarjeta de identificación patronal / Constancia de registro patronal
Registro patronal: Y54-12345-10-5
RFC: EXP150301AB2
Nombre o razón social: EXPEDIENTES DEL NORTE SA DE CV
Clase de riesgo: III Prima: 2.59840
Fecha de alta: 20/04/2015`;

export const plantilla = `RELACIÓN DE TRABAJADORES ASIGNADOS
RFC: EXP150301AB2
Razón social: EXPEDIENTES DEL NORTE SA DE CV
Periodo: Marzo 2026
No. Nombre NSS CURP RFC
1 JUAN PEREZ LOPEZ 12345678903 PELJ800101HDFRPN01 PELJ800101H74
2 ANA MORA RAMIREZ 01987654322 MORA850615MJCRLN09 MORA850615QW6`;

export const repse = `SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL
Registro de Prestadoras de Servicios Especializados u Obras Especializadas (REPSE)
AVISO DE REGISTRO
Folio del aviso: AR12345/2023
Ciudad de México, a 10 de julio de 2023
Nombre, denominación o razón social: EXPEDIENTES DEL NORTE SA DE CV
Número de registro: 98765
Servicios u obras especializadas registradas:
1. Servicios de limpieza de oficinas
2. Mantenimiento de equipo de cómputo
La presente tiene una vigencia de tres años.`;

export const pagoIsr = `Banorte
Comprobante de pago de contribuciones federales
RFC: EXP150301AB2
Periodo de pago: Marzo 2026
Fecha de pago: 16/04/2026
Línea de captura: 0426 0EXP 1503 01AB 2987
Llave de pago: 7AB31C0099
Importe pagado: $48,210.00`;

export const annual = `Acuse de recibo
Declaración del ejercicio de impuestos federales
RFC: EXP150301AB2
Ejercicio: 2025
Tipo de declaración: Normal
Fecha y hora de presentación: 28/03/2026 18:20
Número de operación: 260328554433
Impuesto a cargo: $ 120,500.00`;

export const cfdi: CfdiRead = {
  kind: 'cfdi',
  method: 'xml',
  confidence: 1,
  text: '',
  cfdi: {
    version: '4.0',
    tipoDeComprobante: 'N',
    fecha: '2026-03-31T18:00:00',
    emisor: { rfc: 'exp150301ab2', nombre: 'EXPEDIENTES DEL NORTE SA DE CV', registroPatronal: 'Y5412345105' },
    receptor: { rfc: 'PELJ800101H74', nombre: 'JUAN PEREZ LOPEZ', curp: 'PELJ800101HDFRPN01', nss: '12345678903', periodicidadPago: '04' },
    nomina: {
      version: '1.2',
      tipoNomina: 'O',
      fechaPago: '2026-03-31',
      fechaInicialPago: '2026-03-16',
      fechaFinalPago: '2026-03-31',
      numDiasPagados: '16.000',
      totalPercepciones: '8200.5',
      totalDeducciones: '1210.00',
    },
    timbre: { uuid: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff', fechaTimbrado: '2026-03-31T18:05:12' },
  },
};

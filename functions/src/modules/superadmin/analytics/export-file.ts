import type { ExportFormat, ReportTable } from '../../../contracts/superadmin';

/** What an export holds: titled tables (the report shape) and notes such as "cut at 5,000 rows". */
export interface ExportDocument {
  title: string;
  generatedAt: Date;
  tables: ReportTable[];
  notes: string[];
}

export interface ExportFile {
  contentType: string;
  extension: string;
  body: Buffer;
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab/CR that some read as one) is prefixed with an
 * apostrophe (OWASP CSV injection): names and emails come from users.
 */
export function neutralise(cell: string | number): string | number {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const heading = (document: ExportDocument) => [
  document.title,
  `Generated at ${document.generatedAt.toISOString()}`,
  ...document.notes,
];

async function csvFile(document: ExportDocument): Promise<ExportFile> {
  const { unparse } = (await import('papaparse')).default;
  const sections = [
    unparse(heading(document).map((line) => [neutralise(line)])),
    ...document.tables.map((table) =>
      unparse([[table.title], table.columns, ...table.rows].map((row) => row.map(neutralise))),
    ),
  ];
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    body: Buffer.from(sections.join('\r\n\r\n'), 'utf8'),
  };
}

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 28)
      .trim() || 'Sheet';
  let name = base;
  for (let suffix = 2; taken.has(name.toLowerCase()); suffix += 1) name = `${base} ${suffix}`;
  taken.add(name.toLowerCase());
  return name;
}

async function excelFile(document: ExportDocument): Promise<ExportFile> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = document.generatedAt;
  const taken = new Set<string>();
  const about = workbook.addWorksheet(sheetName('About', taken));
  for (const line of heading(document)) about.addRow([neutralise(line)]);
  for (const table of document.tables) {
    const sheet = workbook.addWorksheet(sheetName(table.title, taken));
    sheet.addRow(table.columns).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map(neutralise));
    sheet.columns.forEach((column, index) => {
      column.width = 22;
      // Money stays a number, shown with cents (issue 25).
      if (table.columns[index]?.endsWith('(USD)')) column.numFmt = '#,##0.00';
    });
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx', body };
}

async function pdfFile(document: ExportDocument): Promise<ExportFile> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  pdf.setFontSize(16);
  pdf.text(document.title, 40, 50);
  pdf.setFontSize(10);
  heading(document)
    .slice(1)
    .forEach((line, index) => pdf.text(line, 40, 70 + index * 14));
  let y = 80 + heading(document).length * 14;
  for (const table of document.tables) {
    autoTable(pdf, {
      startY: y,
      head: [
        [{ content: table.title, colSpan: table.columns.length, styles: { halign: 'left', fillColor: [55, 65, 81] } }],
        table.columns,
      ],
      body: table.rows.map((row) => row.map(String)),
      margin: { left: 40, right: 40 },
      styles: { fontSize: 9 },
    });
    y = (pdf as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 24;
  }
  return { contentType: 'application/pdf', extension: 'pdf', body: Buffer.from(pdf.output('arraybuffer')) };
}

const builders: Record<ExportFormat, (document: ExportDocument) => Promise<ExportFile>> = {
  csv: csvFile,
  excel: excelFile,
  pdf: pdfFile,
};

/** The libraries load on the first export only, so the other routes' cold starts never pay for them. */
export function buildExportFile(format: ExportFormat, document: ExportDocument): Promise<ExportFile> {
  return builders[format](document);
}

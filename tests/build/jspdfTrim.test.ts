import { jsPDF } from 'jspdf';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DROP, PARTS, trimJspdf } from '../../scripts/jspdfTrim.ts';

const source = readFileSync(
  createRequire(import.meta.url).resolve('jspdf/dist/jspdf.es.js'),
  'utf8',
);

describe('jsPDF as bundled, without the plugins the sheets never use', () => {
  it('cuts every plugin it names, and the form fields, from the installed jsPDF', () => {
    const trimmed = trimJspdf(source);
    expect(trimmed.length).toBeLessThan(source.length * 0.7);
    for (const gone of [
      'jsPDFAPI.addImage =',
      'jsPDFAPI.html =',
      'jsPDFAPI.addField =',
      'API.__fontmetrics__ =',
      'jsPDFAPI.createAnnotation =',
      'jsPDF.API.processPNG =',
      'jsPDF.API.addMetadata =',
      'aliceblue',
    ]) {
      expect(source).toContain(gone);
      expect(trimmed).not.toContain(gone);
    }
    for (const kept of ['jsPDFAPI.addFileToVFS =', 'API.getStringUnitWidth =', 'pdfEscape16']) {
      expect(trimmed).toContain(kept);
    }
    expect(trimmed).toMatch(/^export \{ jsPDF as default, jsPDF \};$/m);
  });

  it('fails the build, naming the plugin, when a release no longer reads as expected', () => {
    const withoutOutline = source.replace(/@name outline/g, '@name contents');
    expect(() => trimJspdf(withoutOutline)).toThrow(/not found exactly once: outline/);
    const renamed = source.replace('jsPDFAPI.viewerPreferences =', 'jsPDFAPI.viewer =');
    expect(() => trimJspdf(renamed)).toThrow(/viewerPreferences/);
    expect(() => trimJspdf('export { jsPDF };')).toThrow(/AcroForm/);
    const twice = source.replace(
      'jsPDF.API.addMetadata = function (',
      'jsPDF.API.addMetadata = function () {};\njsPDF.API.addMetadata = function (',
    );
    expect(() => trimJspdf(twice)).toThrow(/not found exactly once: jsPDF\.API\.addMetadata/);
    const recoloured = source.replace('function RGBColor(color_string) {', 'function Colour(c) {');
    expect(() => trimJspdf(recoloured)).toThrow(/function RGBColor/);
    expect(PARTS.length).toBe(3);
    expect(DROP.length).toBeGreaterThan(10);
  });

  it('the tests import the trimmed jsPDF, and it still writes text, lines and boxes', () => {
    const api = jsPDF.API as unknown as Record<string, unknown>;
    expect(api.addImage).toBeUndefined();
    expect(api.html).toBeUndefined();
    expect(api.addMetadata).toBeUndefined();
    expect(api.link).toBeUndefined();
    const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
    doc.text('Tēnā koe', 10, 10);
    doc.line(10, 12, 50, 12);
    doc.rect(10, 14, 20, 5, 'F');
    doc.addPage('a4', 'portrait');
    const pdf = doc.output();
    expect(pdf.startsWith('%PDF-1.3')).toBe(true);
    expect(pdf).toContain('/FlateDecode');
    expect(pdf).toMatch(/\/Count 2/);
  });

  it('takes colours as numbers and hex, and refuses a colour in words as any unknown colour', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    doc.setFillColor(200, 200, 200);
    doc.setDrawColor('#204080');
    doc.rect(10, 14, 20, 5, 'FD');
    expect(doc.output()).toContain('0.13 0.25 0.5 RG');
    expect(() => doc.setFillColor('aliceblue')).toThrow(/Invalid color "aliceblue"/);
  });
});

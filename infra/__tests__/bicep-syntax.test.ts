import { describe, expect, it } from 'vitest';
import { bicepFiles, parseBicep, readInfra, syntaxProblems } from './bicep';

describe('Bicep syntax (tree-sitter-bicep, offline)', () => {
  const files = bicepFiles();

  it('finds the templates', () => {
    expect(files).toContain('main.bicep');
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files)('%s parses without syntax errors', async (file) => {
    const problems = syntaxProblems(await parseBicep(readInfra(file)));
    expect(problems, `${file}: ${JSON.stringify(problems)}`).toEqual([]);
  });

  it('accepts a well-formed snippet', async () => {
    const ok = `
@description('A name.')
param name string = 'x'
resource sa 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: name
  location: resourceGroup().location
  kind: 'StorageV2'
  sku: {
    name: 'Standard_LRS'
  }
}
output ID string = sa.id
`;
    expect(syntaxProblems(await parseBicep(ok))).toEqual([]);
  });

  it.each([
    ['an unclosed object', `resource sa 'Microsoft.Storage/storageAccounts@2023-05-01' = {\n  name: 'x'\n`],
    ['a parameter without a type', `param name = 'x'\n`],
    ['a property without a value', `var o = {\n  a:\n}\n`],
    ['a stray token', `var x = 1 +\noutput y string = )\n`],
    ['a module without a path', `module m = {\n  name: 'm'\n}\n`],
  ])('reports %s', async (_label, source) => {
    const problems = syntaxProblems(await parseBicep(source));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.line).toBeGreaterThanOrEqual(1);
  });
});

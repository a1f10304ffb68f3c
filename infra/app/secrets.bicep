// Secrets in Key Vault, consumed by the Function App through Key Vault references
// (@Microsoft.KeyVault(SecretUri=...)); the values never appear in app settings.
// Plain secret resources (rather than the AVM vault module's `secrets` input, whose shape changed between
// versions) so each secret's URI is an output main.bicep can reference.

@description('Name of the Key Vault.')
param keyVaultName string

@secure()
@description('Session signing key (SESSION_SIGNING_KEY), at least 32 characters.')
param sessionSigningKey string

@secure()
@description('SMTP password (SMTP_PASSWORD); empty writes no secret.')
param smtpPassword string = ''

@secure()
@description('Azure Document Intelligence key (DOCUMENT_INTELLIGENCE_KEY); empty writes no secret.')
param documentIntelligenceKey string = ''

@secure()
@description('Power BI service principal secret (POWERBI_CLIENT_SECRET); empty writes no secret.')
param powerBiClientSecret string = ''

@secure()
@description('Further secrets for the app, setting name → value (e.g. Power BI and AI provider keys). Each becomes a secret named after the setting (lowercase, _ → -).')
param additionalSecrets object = {}

var additionalSecretList = items(additionalSecrets)
var smtpSecretName = 'smtp-password'
var documentIntelligenceSecretName = 'document-intelligence-key'
var powerBiSecretName = 'powerbi-client-secret'

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource sessionKey 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'session-signing-key'
  properties: {
    value: sessionSigningKey
    contentType: 'text/plain'
  }
}

resource smtp 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (!empty(smtpPassword)) {
  parent: vault
  name: smtpSecretName
  properties: {
    value: smtpPassword
    contentType: 'text/plain'
  }
}

resource documentIntelligence 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (!empty(documentIntelligenceKey)) {
  parent: vault
  name: documentIntelligenceSecretName
  properties: {
    value: documentIntelligenceKey
    contentType: 'text/plain'
  }
}

resource powerBi 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (!empty(powerBiClientSecret)) {
  parent: vault
  name: powerBiSecretName
  properties: {
    value: powerBiClientSecret
    contentType: 'text/plain'
  }
}

resource additional 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = [
  for s in additionalSecretList: {
    parent: vault
    name: toLower(replace(s.key, '_', '-'))
    properties: {
      value: s.value
      contentType: 'text/plain'
    }
  }
]

@description('Versionless URI of the session signing key (the reference follows rotations).')
output sessionSigningKeyUri string = sessionKey.properties.secretUri

@description('Versionless URI of the SMTP password, or empty when none was given.')
output smtpPasswordUri string = !empty(smtpPassword) ? '${vault.properties.vaultUri}secrets/${smtpSecretName}' : ''

@description('Versionless URI of the Document Intelligence key, or empty when none was given.')
output documentIntelligenceKeyUri string = !empty(documentIntelligenceKey) ? '${vault.properties.vaultUri}secrets/${documentIntelligenceSecretName}' : ''

@description('Versionless URI of the Power BI client secret, or empty when none was given.')
output powerBiClientSecretUri string = !empty(powerBiClientSecret) ? '${vault.properties.vaultUri}secrets/${powerBiSecretName}' : ''

@description('App setting name → versionless secret URI for the additional secrets.')
output additionalSecretUris object = toObject(
  additionalSecretList,
  s => s.key,
  s => '${vault.properties.vaultUri}secrets/${toLower(replace(s.key, '_', '-'))}'
)

// Expediente on Azure, provisioned by `azd up` (docs/deploy.md).
//
//   Browser ─► Static Web App (Standard, web/dist) ─► /api ─► Function App (Flex Consumption, Node 24)
//                                                            ├─► Cosmos DB for NoSQL (serverless, continuous backup)
//                                                            ├─► Storage: blobs, queues, tables (no shared keys)
//                                                            ├─► Key Vault (secrets as Key Vault references)
//                                                            └─► Communication Services Email (optional)
//   Storage BlobCreated (documents) ─► Event Grid system topic ─► blob trigger (blobs_extension webhook)
//
// No keys or connection strings in app settings: the app runs as a user-assigned managed identity with
// RBAC role assignments (app/rbac.bicep). Names of containers, tables, queues, blob containers and app
// settings must match functions/src/platform/resources.ts and config.ts; infra/__tests__ checks it.
targetScope = 'subscription'

// ─── Parameters ──────────────────────────────────────────────────────────────────────────────────────

@minLength(1)
@maxLength(64)
@description('Name of the azd environment; used for the resource group name, the resourceToken and the azd-env-name tag.')
param environmentName string

@minLength(1)
@description('Azure region for every resource except the Static Web App (must offer Flex Consumption).')
@metadata({
  azd: {
    type: 'location'
  }
})
param location string

@description('Region of the Static Web App (only these regions host Static Web Apps; content is served globally).')
@allowed([
  'centralus'
  'eastus2'
  'westus2'
  'westeurope'
  'eastasia'
])
param staticWebAppLocation string = 'eastus2'

@description('Name of the resource group to create; empty uses rg-<environmentName>.')
param resourceGroupName string = ''

@description('Object ID of the principal running azd (AZURE_PRINCIPAL_ID); receives data roles only when grantDeployerAccess is true.')
param principalId string = ''

@description('Type of the principal running azd: User for a person, ServicePrincipal for a pipeline.')
@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param principalType string = 'User'

@description('Grant the deploying principal the app\'s data roles (Storage, Cosmos DB, Key Vault Secrets User) for local debugging against Azure. Leave false in production.')
param grantDeployerAccess bool = false

@minLength(3)
@description('Support address shown to users (SUPPORT_EMAIL).')
param supportEmail string

@description('Sender address (MAIL_FROM). Empty: the ACS Azure-managed domain sender when ACS is on, else supportEmail.')
param mailFrom string = ''

@description('Send mail with Azure Communication Services Email (MAIL_TRANSPORT=acs). When false, the app sends through the SMTP server given by the smtp* parameters.')
param enableAcsEmail bool = true

@description('Data location of the Communication Services resources (e.g. United States, Europe).')
param acsDataLocation string = 'United States'

@description('SMTP server host (SMTP_HOST); required when enableAcsEmail is false.')
param smtpHost string = ''

@description('SMTP server port (SMTP_PORT).')
@minValue(1)
@maxValue(65535)
param smtpPort int = 587

@description('Use implicit TLS to the SMTP server (SMTP_SECURE); false uses STARTTLS on 587.')
param smtpSecure bool = false

@description('SMTP user name (SMTP_USER); empty for none.')
param smtpUser string = ''

@secure()
@description('SMTP password; stored in Key Vault and given to the app as a Key Vault reference (SMTP_PASSWORD).')
param smtpPassword string = ''

@description('How metadata extraction reads scans and images (METADATA_OCR): the offline OCR (tesseract), Azure Document Intelligence prebuilt-read, or off.')
@allowed([
  'tesseract'
  'document-intelligence'
  'off'
])
param metadataOcr string = 'tesseract'

@description('Azure Document Intelligence endpoint (DOCUMENT_INTELLIGENCE_ENDPOINT), https://<name>.cognitiveservices.azure.com; empty for none.')
param documentIntelligenceEndpoint string = ''

@secure()
@description('Azure Document Intelligence key; stored in Key Vault and given to the app as a Key Vault reference (DOCUMENT_INTELLIGENCE_KEY). Empty for none.')
param documentIntelligenceKey string = ''

@description('Metadata extraction limits: pages read from one PDF (METADATA_MAX_PAGES).')
@minValue(1)
@maxValue(2000)
param metadataMaxPages int = 50

@description('Metadata extraction limits: seconds for one file (METADATA_TIMEOUT_SECONDS).')
@minValue(1)
@maxValue(600)
param metadataTimeoutSeconds int = 60

@description('Metadata extraction limits: pixels of one image or page image (METADATA_MAX_PIXELS).')
param metadataMaxPixels int = 40000000

@description('Metadata extraction: seconds a running claim holds beyond the reader\'s time limit (METADATA_LEASE_MARGIN_SECONDS).')
@minValue(1)
@maxValue(600)
param metadataLeaseMarginSeconds int = 30

@description('SAT 69-B watch (SAT69B_URL): the SAT\'s open-data CSV of the complete art. 69-B list, downloaded daily.')
param sat69bUrl string = 'http://omawww.sat.gob.mx/cifras_sat/Documents/Listado_Completo_69-B.csv'

@description('Power BI embedding (issue 17): the Entra tenant of the service principal (POWERBI_TENANT_ID); empty for no Power BI.')
param powerBiTenantId string = ''

@description('Power BI embedding: the service principal\'s application (client) id (POWERBI_CLIENT_ID).')
param powerBiClientId string = ''

@secure()
@description('Power BI embedding: the service principal\'s client secret; stored in Key Vault and given to the app as a Key Vault reference (POWERBI_CLIENT_SECRET).')
param powerBiClientSecret string = ''

@description('Power BI embedding: the identity platform host (POWERBI_AUTHORITY_HOST).')
param powerBiAuthorityHost string = 'https://login.microsoftonline.com'

@description('Power BI embedding: the Power BI REST API base (POWERBI_API_BASE).')
param powerBiApiBase string = 'https://api.powerbi.com'

@secure()
@description('Session signing key (SESSION_SIGNING_KEY), stored in Key Vault. azd generates 64 characters on the first provision and keeps them in the environment\'s config.json; rotate as docs/deploy.md describes.')
@minLength(32)
@metadata({
  azd: {
    type: 'generate'
    config: {
      length: 64
      noSpecial: true
    }
  }
})
param sessionSigningKey string

@secure()
@description('Further secrets as app setting name → value (e.g. Power BI and AI provider keys): each is stored in Key Vault and set as a Key Vault reference under that name.')
param additionalSecrets object = {}

@description('App log level (LOG_LEVEL).')
@allowed([
  'debug'
  'info'
  'warn'
  'error'
])
param logLevel string = 'info'

@description('Name of the Cosmos DB database (COSMOS_DATABASE); resources.ts COSMOS_DATABASE_DEFAULT.')
param cosmosDatabaseName string = 'expediente'

@description('Cosmos DB throughput: serverless (default) or autoscale shared database throughput. Cannot be switched in place on an existing account.')
@allowed([
  'serverless'
  'autoscale'
])
param cosmosThroughputMode string = 'serverless'

@description('Maximum RU/s of the shared database throughput when cosmosThroughputMode is autoscale.')
@minValue(1000)
param cosmosAutoscaleMaxThroughput int = 1000

@description('Cosmos DB continuous backup tier (point-in-time restore window).')
@allowed([
  'Continuous7Days'
  'Continuous30Days'
])
param cosmosBackupTier string = 'Continuous7Days'

@description('Redundancy of the data storage account.')
@allowed([
  'Standard_LRS'
  'Standard_ZRS'
  'Standard_GRS'
  'Standard_GZRS'
  'Standard_RAGRS'
  'Standard_RAGZRS'
])
param dataStorageSku string = 'Standard_ZRS'

@description('Days deleted blobs, versions and containers stay recoverable; blob point-in-time restore reaches back one day less.')
@minValue(2)
@maxValue(365)
param blobSoftDeleteDays int = 14

@description('Always-ready Function App instances for the HTTP triggers (0 scales to zero; each one is billed while idle).')
@minValue(0)
param alwaysReadyInstances int = 0

@description('Maximum Function App instances.')
@minValue(1)
@maxValue(1000)
param maximumInstanceCount int = 100

@description('Memory per Function App instance in MB.')
@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

@description('Custom domain of the portal (e.g. expediente.contoso.com); empty uses the Static Web App\'s own host name. Create the DNS record first (docs/deploy.md).')
param customDomainName string = ''

@description('Further host names served by the portal, comma-separated: the single-sign-on hosts whose first label a tenant lists in ssoHostLabels (e.g. sso-cliente.expediente.contoso.com). Each becomes a Static Web App custom domain and a storage CORS origin; create its CNAME first.')
param additionalHostNames string = ''

@description('Name of the Cosmos DB account; empty uses cosmos-<resourceToken>. Set it to a restored account\'s name to adopt it after a point-in-time restore (docs/deploy.md).')
param cosmosAccountName string = ''

@description('Days Log Analytics keeps logs.')
@minValue(30)
@maxValue(730)
param logRetentionDays int = 30

@description('Declare the Event Grid subscription of the blob trigger. The postdeploy hook creates it after the first code deploy and sets BLOB_EVENTS_ENABLED=true; leave false on a fresh environment.')
param blobEventsEnabled bool = false

@description('Name of the blob trigger function that receives BlobCreated events of the documents container.')
param blobTriggerFunctionName string = 'documentsBlobCreated'

// ─── Naming ──────────────────────────────────────────────────────────────────────────────────────────

var abbrs = loadJsonContent('./abbreviations.json')
var resourceToken = toLower(uniqueString(subscription().id, environmentName, location))
var tags = {
  'azd-env-name': environmentName
}
var functionAppName = '${abbrs.webSitesFunctions}api-${resourceToken}'
var deploymentContainerName = 'app-package-${take(resourceToken, 7)}'
var documentsContainerName = 'documents'
var extraHostNames = filter(map(split(additionalHostNames, ','), h => trim(h)), h => !empty(h))

// ─── Resource group and identity ─────────────────────────────────────────────────────────────────────

resource rg 'Microsoft.Resources/resourceGroups@2024-03-01' = {
  name: !empty(resourceGroupName) ? resourceGroupName : '${abbrs.resourcesResourceGroups}${environmentName}'
  location: location
  tags: tags
}

module apiIdentity 'br/public:avm/res/managed-identity/user-assigned-identity:0.4.1' = {
  name: 'api-identity'
  scope: rg
  params: {
    name: '${abbrs.managedIdentityUserAssignedIdentities}api-${resourceToken}'
    location: location
    tags: tags
  }
}

// ─── Monitoring ──────────────────────────────────────────────────────────────────────────────────────

module logAnalytics 'br/public:avm/res/operational-insights/workspace:0.11.1' = {
  name: 'log-analytics'
  scope: rg
  params: {
    name: '${abbrs.operationalInsightsWorkspaces}${resourceToken}'
    location: location
    tags: tags
    dataRetention: logRetentionDays
  }
}

// Local (instrumentation key) ingestion stays on because the browser SDK of the web app cannot sign in;
// the Function App sends with Microsoft Entra ID (APPLICATIONINSIGHTS_AUTHENTICATION_STRING).
module appInsights 'br/public:avm/res/insights/component:0.6.0' = {
  name: 'application-insights'
  scope: rg
  params: {
    name: '${abbrs.insightsComponents}${resourceToken}'
    location: location
    tags: tags
    workspaceResourceId: logAnalytics.outputs.resourceId
    disableLocalAuth: false
  }
}

// ─── Secrets ─────────────────────────────────────────────────────────────────────────────────────────

module keyVault 'br/public:avm/res/key-vault/vault:0.13.3' = {
  name: 'key-vault'
  scope: rg
  params: {
    name: '${abbrs.keyVaultVaults}${resourceToken}'
    location: location
    tags: tags
    sku: 'standard'
    enableRbacAuthorization: true
    enablePurgeProtection: true
    softDeleteRetentionInDays: 90
    enableVaultForDeployment: false
    enableVaultForDiskEncryption: false
    enableVaultForTemplateDeployment: false
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Allow'
    }
  }
}

module secrets 'app/secrets.bicep' = {
  name: 'key-vault-secrets'
  scope: rg
  params: {
    keyVaultName: keyVault.outputs.name
    sessionSigningKey: sessionSigningKey
    smtpPassword: enableAcsEmail ? '' : smtpPassword
    documentIntelligenceKey: documentIntelligenceKey
    powerBiClientSecret: powerBiClientSecret
    additionalSecrets: additionalSecrets
  }
}

// ─── Web: Static Web App ─────────────────────────────────────────────────────────────────────────────

module web 'br/public:avm/res/web/static-site:0.9.3' = {
  name: 'static-web-app'
  scope: rg
  params: {
    name: '${abbrs.webStaticSites}${resourceToken}'
    location: staticWebAppLocation
    tags: union(tags, {
      'azd-service-name': 'web'
    })
    sku: 'Standard'
    stagingEnvironmentPolicy: 'Disabled'
    allowConfigFileUpdates: true
    customDomains: concat(empty(customDomainName) ? [] : [customDomainName], extraHostNames)
  }
}

var webDefaultOrigin = 'https://${web.outputs.defaultHostname}'
var publicBaseUrl = empty(customDomainName) ? webDefaultOrigin : 'https://${customDomainName}'

// ─── Data ────────────────────────────────────────────────────────────────────────────────────────────

module dataStorage 'app/data-storage.bicep' = {
  name: 'data-storage'
  scope: rg
  params: {
    name: '${abbrs.storageStorageAccounts}${resourceToken}'
    location: location
    tags: tags
    skuName: dataStorageSku
    blobSoftDeleteDays: blobSoftDeleteDays
    containerSoftDeleteDays: blobSoftDeleteDays
    corsAllowedOrigins: union([webDefaultOrigin, publicBaseUrl], map(extraHostNames, h => 'https://${h}'))
  }
}

module runtimeStorage 'app/runtime-storage.bicep' = {
  name: 'runtime-storage'
  scope: rg
  params: {
    name: '${abbrs.storageStorageAccounts}fn${resourceToken}'
    location: location
    tags: tags
    deploymentContainerName: deploymentContainerName
  }
}

module cosmos 'app/cosmos.bicep' = {
  name: 'cosmos'
  scope: rg
  params: {
    name: !empty(cosmosAccountName) ? cosmosAccountName : '${abbrs.documentDBDatabaseAccounts}${resourceToken}'
    location: location
    tags: tags
    databaseName: cosmosDatabaseName
    throughputMode: cosmosThroughputMode
    autoscaleMaxThroughput: cosmosAutoscaleMaxThroughput
    continuousBackupTier: cosmosBackupTier
  }
}

// ─── Mail (optional ACS) ─────────────────────────────────────────────────────────────────────────────

module email 'app/email.bicep' = if (enableAcsEmail) {
  name: 'communication-email'
  scope: rg
  params: {
    communicationServiceName: '${abbrs.communicationServices}${resourceToken}'
    emailServiceName: '${abbrs.communicationEmailServices}${resourceToken}'
    tags: tags
    dataLocation: acsDataLocation
    senderPrincipalId: apiIdentity.outputs.principalId
  }
}

// ─── RBAC: the app identity (and optionally the deployer) ────────────────────────────────────────────

module rbac 'app/rbac.bicep' = {
  name: 'rbac'
  scope: rg
  params: {
    appPrincipalId: apiIdentity.outputs.principalId
    deployerPrincipalId: principalId
    deployerPrincipalType: principalType
    grantDeployerAccess: grantDeployerAccess
    dataStorageAccountName: dataStorage.outputs.name
    runtimeStorageAccountName: runtimeStorage.outputs.name
    cosmosAccountName: cosmos.outputs.name
    keyVaultName: keyVault.outputs.name
    applicationInsightsName: appInsights.outputs.name
  }
}

// ─── API: Function App on Flex Consumption ───────────────────────────────────────────────────────────

module plan 'br/public:avm/res/web/serverfarm:0.1.1' = {
  name: 'flex-consumption-plan'
  scope: rg
  params: {
    name: '${abbrs.webServerFarms}${resourceToken}'
    location: location
    tags: tags
    sku: {
      name: 'FC1'
      tier: 'FlexConsumption'
    }
    reserved: true
  }
}

var mailFromAddress = !empty(mailFrom) ? mailFrom : (enableAcsEmail ? email.outputs.defaultSender : supportEmail)

// The app settings, by the names of config.ts `settingNames` (cloud path) plus the Functions host's own.
// Local-only settings never appear here: COSMOS_KEY and Storage (a connection string); config.ts refuses
// them when EXPEDIENTE_ENV=cloud.
var appSettingsCore = {
  EXPEDIENTE_ENV: 'cloud'
  PUBLIC_BASE_URL: publicBaseUrl
  SUPPORT_EMAIL: supportEmail
  COSMOS_ENDPOINT: cosmos.outputs.endpoint
  COSMOS_DATABASE: cosmos.outputs.databaseName
  // Identity-based connection 'Storage' (resources.ts STORAGE_CONNECTION): the app's clients and the
  // queue/blob triggers read the service URIs; the Functions extensions also read credential and clientId.
  Storage__blobServiceUri: dataStorage.outputs.blobEndpoint
  Storage__queueServiceUri: dataStorage.outputs.queueEndpoint
  Storage__tableServiceUri: dataStorage.outputs.tableEndpoint
  Storage__credential: 'managedidentity'
  Storage__clientId: apiIdentity.outputs.clientId
  AZURE_CLIENT_ID: apiIdentity.outputs.clientId
  SESSION_SIGNING_KEY: '@Microsoft.KeyVault(SecretUri=${secrets.outputs.sessionSigningKeyUri})'
  MAIL_FROM: mailFromAddress
  LOG_LEVEL: logLevel
  // Functions host storage with the managed identity.
  AzureWebJobsStorage__accountName: runtimeStorage.outputs.name
  AzureWebJobsStorage__credential: 'managedidentity'
  AzureWebJobsStorage__clientId: apiIdentity.outputs.clientId
  APPLICATIONINSIGHTS_CONNECTION_STRING: appInsights.outputs.connectionString
  APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'ClientId=${apiIdentity.outputs.clientId};Authorization=AAD'
}

var appSettingsAcs = {
  MAIL_TRANSPORT: 'acs'
  ACS_EMAIL_ENDPOINT: enableAcsEmail ? email.outputs.endpoint : ''
}

var appSettingsSmtp = union(
  {
    MAIL_TRANSPORT: 'smtp'
    SMTP_HOST: smtpHost
    SMTP_PORT: string(smtpPort)
    SMTP_SECURE: smtpSecure ? 'true' : 'false'
  },
  empty(smtpUser)
    ? {}
    : {
        SMTP_USER: smtpUser
      },
  empty(smtpPassword)
    ? {}
    : {
        SMTP_PASSWORD: '@Microsoft.KeyVault(SecretUri=${secrets.outputs.smtpPasswordUri})'
      }
)

// Metadata extraction (issue 14): OCR choice and reader limits; the Document Intelligence key as a Key Vault reference.
var appSettingsMetadata = union(
  {
    METADATA_OCR: metadataOcr
    METADATA_MAX_PAGES: string(metadataMaxPages)
    METADATA_TIMEOUT_SECONDS: string(metadataTimeoutSeconds)
    METADATA_MAX_PIXELS: string(metadataMaxPixels)
    METADATA_LEASE_MARGIN_SECONDS: string(metadataLeaseMarginSeconds)
  },
  empty(documentIntelligenceEndpoint)
    ? {}
    : {
        DOCUMENT_INTELLIGENCE_ENDPOINT: documentIntelligenceEndpoint
      },
  empty(documentIntelligenceKey)
    ? {}
    : {
        DOCUMENT_INTELLIGENCE_KEY: '@Microsoft.KeyVault(SecretUri=${secrets.outputs.documentIntelligenceKeyUri})'
      }
)

// SAT 69-B watch (issue 17).
var appSettingsWatchlists = {
  SAT69B_URL: sat69bUrl
}

// Power BI embedding (issue 17): the service principal, its secret as a Key Vault reference; hosts overridable.
var appSettingsPowerBi = union(
  {
    POWERBI_AUTHORITY_HOST: powerBiAuthorityHost
    POWERBI_API_BASE: powerBiApiBase
  },
  empty(powerBiTenantId)
    ? {}
    : {
        POWERBI_TENANT_ID: powerBiTenantId
        POWERBI_CLIENT_ID: powerBiClientId
      },
  empty(powerBiClientSecret)
    ? {}
    : {
        POWERBI_CLIENT_SECRET: '@Microsoft.KeyVault(SecretUri=${secrets.outputs.powerBiClientSecretUri})'
      }
)

var appSettingsAdditionalSecrets = toObject(
  items(secrets.outputs.additionalSecretUris),
  s => s.key,
  s => '@Microsoft.KeyVault(SecretUri=${s.value})'
)

module api 'app/function-app.bicep' = {
  name: 'function-app'
  scope: rg
  params: {
    name: functionAppName
    location: location
    tags: union(tags, {
      'azd-service-name': 'api'
    })
    appServicePlanId: plan.outputs.resourceId
    identityId: apiIdentity.outputs.resourceId
    deploymentStorageBlobEndpoint: runtimeStorage.outputs.blobEndpoint
    deploymentContainerName: deploymentContainerName
    nodeVersion: '24'
    instanceMemoryMB: instanceMemoryMB
    maximumInstanceCount: maximumInstanceCount
    alwaysReadyInstances: alwaysReadyInstances
    appSettings: union(
      appSettingsCore,
      enableAcsEmail ? appSettingsAcs : appSettingsSmtp,
      appSettingsMetadata,
      appSettingsWatchlists,
      appSettingsPowerBi,
      appSettingsAdditionalSecrets
    )
  }
  // The identity's roles exist before the host first starts (storage, Key Vault references).
  dependsOn: [
    rbac
  ]
}

module webBackend 'app/swa-backend.bicep' = {
  name: 'static-web-app-backend'
  scope: rg
  params: {
    staticWebAppName: web.outputs.name
    functionAppResourceId: api.outputs.resourceId
    functionAppLocation: location
  }
}

// ─── Blob events → blob trigger ──────────────────────────────────────────────────────────────────────

module blobEventsTopic 'br/public:avm/res/event-grid/system-topic:0.6.1' = {
  name: 'blob-events-topic'
  scope: rg
  params: {
    name: '${abbrs.eventGridSystemTopics}${resourceToken}'
    location: location
    tags: tags
    source: dataStorage.outputs.resourceId
    topicType: 'Microsoft.Storage.StorageAccounts'
  }
}

module blobEvents 'app/blob-events.bicep' = if (blobEventsEnabled) {
  name: 'blob-events-subscription'
  scope: rg
  params: {
    systemTopicName: blobEventsTopic.outputs.name
    functionAppName: api.outputs.name
    functionName: blobTriggerFunctionName
    containerName: documentsContainerName
  }
}

// ─── Outputs (azd writes them to the environment: .azure/<env>/.env) ─────────────────────────────────

@description('Region of the deployment.')
output AZURE_LOCATION string = location

@description('Microsoft Entra tenant of the subscription.')
output AZURE_TENANT_ID string = tenant().tenantId

@description('Resource group holding every resource.')
output AZURE_RESOURCE_GROUP string = rg.name

@description('Name of the Function App (service api).')
output AZURE_FUNCTION_APP_NAME string = api.outputs.name

@description('Name of the Function App (service api), for azd.')
output SERVICE_API_NAME string = api.outputs.name

@description('HTTPS base URI of the Function App (its /api is also served by the Static Web App).')
output SERVICE_API_URI string = api.outputs.uri

@description('Name of the Static Web App (service web).')
output SERVICE_WEB_NAME string = web.outputs.name

@description('Default HTTPS URI of the Static Web App.')
output SERVICE_WEB_URI string = webDefaultOrigin

@description('Public base URL of the portal (custom domain when set), as given to the app in PUBLIC_BASE_URL.')
output PUBLIC_BASE_URL string = publicBaseUrl

@description('Client ID of the Function App\'s user-assigned managed identity.')
output AZURE_MANAGED_IDENTITY_CLIENT_ID string = apiIdentity.outputs.clientId

@description('Name of the Key Vault.')
output AZURE_KEY_VAULT_NAME string = keyVault.outputs.name

@description('URI of the Key Vault.')
output AZURE_KEY_VAULT_ENDPOINT string = keyVault.outputs.uri

@description('Name of the Cosmos DB account.')
output AZURE_COSMOS_ACCOUNT_NAME string = cosmos.outputs.name

@description('Cosmos DB endpoint (COSMOS_ENDPOINT).')
output COSMOS_ENDPOINT string = cosmos.outputs.endpoint

@description('Cosmos DB database (COSMOS_DATABASE).')
output COSMOS_DATABASE string = cosmos.outputs.databaseName

@description('Name of the data storage account.')
output AZURE_STORAGE_ACCOUNT_NAME string = dataStorage.outputs.name

@description('Blob service URI of the data storage account (Storage__blobServiceUri).')
output AZURE_STORAGE_BLOB_ENDPOINT string = dataStorage.outputs.blobEndpoint

@description('Queue service URI of the data storage account (Storage__queueServiceUri).')
output AZURE_STORAGE_QUEUE_ENDPOINT string = dataStorage.outputs.queueEndpoint

@description('Table service URI of the data storage account (Storage__tableServiceUri).')
output AZURE_STORAGE_TABLE_ENDPOINT string = dataStorage.outputs.tableEndpoint

@description('Name of the Event Grid system topic of the data storage account.')
output AZURE_EVENTGRID_SYSTEM_TOPIC_NAME string = blobEventsTopic.outputs.name

@description('Blob trigger function that receives BlobCreated events (used by the postdeploy hook).')
output BLOB_EVENTS_FUNCTION_NAME string = blobTriggerFunctionName

@description('Blob container whose BlobCreated events reach the blob trigger (used by the postdeploy hook).')
output BLOB_EVENTS_CONTAINER_NAME string = documentsContainerName

@description('Application Insights connection string.')
output APPLICATIONINSIGHTS_CONNECTION_STRING string = appInsights.outputs.connectionString

@description('Application Insights connection string for the web build (Vite exposes VITE_* variables to the browser bundle).')
output VITE_APPLICATIONINSIGHTS_CONNECTION_STRING string = appInsights.outputs.connectionString

@description('Name of the Log Analytics workspace.')
output AZURE_LOG_ANALYTICS_WORKSPACE_NAME string = logAnalytics.outputs.name

@description('Mail transport the app uses (MAIL_TRANSPORT): acs or smtp.')
output MAIL_TRANSPORT string = enableAcsEmail ? 'acs' : 'smtp'

@description('Sender address the app uses (MAIL_FROM).')
output MAIL_FROM string = mailFromAddress

@description('Communication Services endpoint (ACS_EMAIL_ENDPOINT), empty when ACS is off.')
output ACS_EMAIL_ENDPOINT string = enableAcsEmail ? email.outputs.endpoint : ''

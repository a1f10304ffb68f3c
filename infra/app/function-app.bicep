// The API: a Function App on Flex Consumption, Node 24, running as a user-assigned managed identity.
// Plain resources: the Flex Consumption shape (functionAppConfig: deployment storage with identity, scale
// and always-ready instances, runtime) is what this file is about, and app settings are a separate
// config resource so main.bicep owns their names (checked against config.ts by infra/__tests__).

@description('Name of the Function App (also its *.azurewebsites.net host name).')
param name string

@description('Azure region of the app.')
param location string

@description('Tags applied to the app; main.bicep adds azd-service-name so azd deploys the api service here.')
param tags object = {}

@description('Resource ID of the Flex Consumption (FC1) plan.')
param appServicePlanId string

@description('Resource ID of the user-assigned managed identity the app runs as (storage, Cosmos DB, Key Vault, Application Insights).')
param identityId string

@description('Blob service URI of the runtime storage account that holds the deployment package.')
param deploymentStorageBlobEndpoint string

@description('Blob container for the deployment package.')
param deploymentContainerName string

@description('Node.js major version of the Functions runtime.')
@allowed([
  '20'
  '22'
])
param nodeVersion string = '24'

@description('Memory per instance in MB (Flex Consumption sizes).')
@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

@description('Upper bound of instances the app scales out to.')
@minValue(1)
@maxValue(1000)
param maximumInstanceCount int = 100

@description('Always-ready instances kept warm for the HTTP triggers (0 = scale to zero; each one is billed while idle).')
@minValue(0)
param alwaysReadyInstances int = 0

@description('App settings (name → value); Key Vault references are resolved with the managed identity.')
param appSettings object

resource site 'Microsoft.Web/sites@2024-04-01' = {
  name: name
  location: location
  tags: tags
  kind: 'functionapp,linux'
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: {
      '${identityId}': {}
    }
  }
  properties: {
    serverFarmId: appServicePlanId
    httpsOnly: true
    clientCertEnabled: false
    // Key Vault references (@Microsoft.KeyVault(...)) are read with this identity.
    keyVaultReferenceIdentity: identityId
    siteConfig: {
      minTlsVersion: '1.2'
      ftpsState: 'Disabled'
      http20Enabled: true
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${deploymentStorageBlobEndpoint}${deploymentContainerName}'
          authentication: {
            type: 'UserAssignedIdentity'
            userAssignedIdentityResourceId: identityId
          }
        }
      }
      scaleAndConcurrency: {
        instanceMemoryMB: instanceMemoryMB
        maximumInstanceCount: maximumInstanceCount
        alwaysReady: alwaysReadyInstances > 0
          ? [
              {
                name: 'http'
                instanceCount: alwaysReadyInstances
              }
            ]
          : []
      }
      runtime: {
        name: 'node'
        version: nodeVersion
      }
    }
  }
}

resource settings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: site
  name: 'appsettings'
  properties: appSettings
}

// No publishing with user names and passwords: azd deploys with Microsoft Entra ID.
resource scmBasicAuth 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2024-04-01' = {
  parent: site
  name: 'scm'
  properties: {
    allow: false
  }
}

resource ftpBasicAuth 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2024-04-01' = {
  parent: site
  name: 'ftp'
  properties: {
    allow: false
  }
}

@description('Name of the Function App.')
output name string = site.name

@description('Resource ID of the Function App.')
output resourceId string = site.id

@description('Default host name of the Function App (without scheme).')
output defaultHostName string = site.properties.defaultHostName

@description('HTTPS base URI of the Function App.')
output uri string = 'https://${site.properties.defaultHostName}'

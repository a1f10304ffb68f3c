// Every data-plane access of the app goes through these role assignments to its managed identity (and,
// when grantDeployerAccess is on, to the deploying user for local debugging against Azure). There are no
// account keys or connection strings anywhere: storage accounts refuse shared keys and Cosmos DB refuses
// local auth. (The optional ACS sender role is in email.bicep.)

@description('Principal ID of the Function App\'s user-assigned managed identity.')
param appPrincipalId string

@description('Principal ID of the deploying user (azd fills AZURE_PRINCIPAL_ID); used only when grantDeployerAccess is true.')
param deployerPrincipalId string = ''

@description('Principal type of the deploying principal (User for a person, ServicePrincipal for a pipeline).')
@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param deployerPrincipalType string = 'User'

@description('Grant the deploying principal the same data roles as the app, for local debugging against Azure.')
param grantDeployerAccess bool = false

@description('Name of the data storage account (documents, queues, tables).')
param dataStorageAccountName string

@description('Name of the Functions host storage account (AzureWebJobsStorage, deployment package).')
param runtimeStorageAccountName string

@description('Name of the Cosmos DB account.')
param cosmosAccountName string

@description('Name of the Key Vault.')
param keyVaultName string

@description('Name of the Application Insights component.')
param applicationInsightsName string

// Built-in role definition IDs.
var roles = {
  storageBlobDataContributor: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe'
  storageBlobDataOwner: 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
  storageQueueDataContributor: '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
  storageTableDataContributor: '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'
  keyVaultSecretsUser: '4633458b-17de-408a-b874-0445c86b69e6'
  monitoringMetricsPublisher: '3913510d-42f4-4e42-8a64-420c390055eb'
}

// Cosmos DB data-plane built-in role: Cosmos DB Built-in Data Contributor.
var cosmosDataContributorRoleId = '00000000-0000-0000-0000-000000000002'

var withDeployer = grantDeployerAccess && !empty(deployerPrincipalId)

var principals = concat(
  [
    {
      id: appPrincipalId
      type: 'ServicePrincipal'
    }
  ],
  withDeployer
    ? [
        {
          id: deployerPrincipalId
          type: deployerPrincipalType
        }
      ]
    : []
)

// The host needs blob leases (Owner) and its queues/tables; only the app identity uses this account.
var runtimeStorageRoles = [
  roles.storageBlobDataOwner
  roles.storageQueueDataContributor
  roles.storageTableDataContributor
]

resource dataStorage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: dataStorageAccountName
}

resource runtimeStorage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: runtimeStorageAccountName
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource appInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

// Blobs: read/write documents, attachments and exports, and sign user-delegation SAS for browser uploads.
resource dataBlobRoleAssignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for p in principals: {
    name: guid(dataStorage.id, p.id, roles.storageBlobDataContributor)
    scope: dataStorage
    properties: {
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.storageBlobDataContributor)
      principalId: p.id
      principalType: p.type
    }
  }
]

// Queues: enqueue and the queue triggers.
resource dataQueueRoleAssignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for p in principals: {
    name: guid(dataStorage.id, p.id, roles.storageQueueDataContributor)
    scope: dataStorage
    properties: {
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.storageQueueDataContributor)
      principalId: p.id
      principalType: p.type
    }
  }
]

// Tables: processing records, event log, throttling, mail log.
resource dataTableRoleAssignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for p in principals: {
    name: guid(dataStorage.id, p.id, roles.storageTableDataContributor)
    scope: dataStorage
    properties: {
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.storageTableDataContributor)
      principalId: p.id
      principalType: p.type
    }
  }
]

resource runtimeStorageRoleAssignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for r in runtimeStorageRoles: {
    name: guid(runtimeStorage.id, appPrincipalId, r)
    scope: runtimeStorage
    properties: {
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', r)
      principalId: appPrincipalId
      principalType: 'ServicePrincipal'
    }
  }
]

resource keyVaultRoleAssignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for p in principals: {
    name: guid(vault.id, p.id, roles.keyVaultSecretsUser)
    scope: vault
    properties: {
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultSecretsUser)
      principalId: p.id
      principalType: p.type
    }
  }
]

// Telemetry with Microsoft Entra ID (APPLICATIONINSIGHTS_AUTHENTICATION_STRING).
resource appInsightsRoleAssignment 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(appInsights.id, appPrincipalId, roles.monitoringMetricsPublisher)
  scope: appInsights
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.monitoringMetricsPublisher)
    principalId: appPrincipalId
    principalType: 'ServicePrincipal'
  }
}

resource cosmosRoleAssignments 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = [
  for p in principals: {
    parent: cosmos
    name: guid(cosmos.id, p.id, cosmosDataContributorRoleId)
    properties: {
      roleDefinitionId: '${cosmos.id}/sqlRoleDefinitions/${cosmosDataContributorRoleId}'
      principalId: p.id
      scope: cosmos.id
    }
  }
]

@description('Principal IDs that received the data roles (the app identity, and the deployer when enabled).')
output principalIds string[] = [for p in principals: p.id]

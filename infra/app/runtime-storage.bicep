// The Functions host's own storage account (AzureWebJobsStorage: leases, timers, host keys) and the
// Flex Consumption deployment package container. Kept apart from the data account so the data account's
// versioning and point-in-time restore never cover host bookkeeping, and a data restore never rolls the
// host back. No shared-key access: the host connects with the managed identity.

@description('Name of the storage account (3-24 lowercase letters and digits).')
param name string

@description('Azure region of the account.')
param location string

@description('Tags applied to the account.')
param tags object = {}

@description('Blob container that receives the Function App deployment package (Flex Consumption).')
param deploymentContainerName string

module account 'br/public:avm/res/storage/storage-account:0.32.0' = {
  name: 'runtime-storage-account'
  params: {
    name: name
    location: location
    tags: tags
    kind: 'StorageV2'
    skuName: 'Standard_LRS'
    allowSharedKeyAccess: false
    defaultToOAuthAuthentication: true
    allowBlobPublicAccess: false
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Allow'
    }
    blobServices: {
      deleteRetentionPolicyEnabled: true
      deleteRetentionPolicyDays: 7
      containers: [
        {
          name: deploymentContainerName
          publicAccess: 'None'
        }
      ]
    }
  }
}

@description('Name of the storage account.')
output name string = account.outputs.name

@description('Resource ID of the storage account.')
output resourceId string = account.outputs.resourceId

@description('Blob service URI of the account.')
output blobEndpoint string = account.outputs.serviceEndpoints.blob

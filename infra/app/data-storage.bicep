// The app's data storage account: the blob containers, queues and tables of
// functions/src/platform/resources.ts (checked by infra/__tests__/drift.test.ts), with the data protected
// against deletion (blob soft delete, versioning, container soft delete, point-in-time restore) and
// no shared-key access: every client (the Functions app, the deploying user) comes in through RBAC.

@description('Name of the storage account (3-24 lowercase letters and digits).')
param name string

@description('Azure region of the account.')
param location string

@description('Tags applied to the account.')
param tags object = {}

@description('Redundancy of the account. ZRS/GZRS keep the data through a zone outage.')
@allowed([
  'Standard_LRS'
  'Standard_ZRS'
  'Standard_GRS'
  'Standard_GZRS'
  'Standard_RAGRS'
  'Standard_RAGZRS'
])
param skuName string = 'Standard_ZRS'

@description('Days a deleted blob or blob version stays recoverable (blob soft delete).')
@minValue(2)
@maxValue(365)
param blobSoftDeleteDays int = 14

@description('Days a deleted container stays recoverable (container soft delete).')
@minValue(1)
@maxValue(365)
param containerSoftDeleteDays int = 14

@description('Days after which previous blob versions are deleted by the lifecycle policy (must exceed the point-in-time restore window).')
@minValue(30)
param previousVersionRetentionDays int = 90

@description('Browser origins allowed to upload to and download from blob storage directly with a SAS (the web app\'s URLs).')
param corsAllowedOrigins string[]

// resources.ts `blobContainers`. `exports` blobs are deleted by the lifecycle rule below after 7 days.
var blobContainerNames = [
  'documents'
  'attachments'
  'exports'
  'watchlists'
]

// resources.ts `queues`, and the `<name>-poison` queue the Functions host moves failing messages to.
var queueNames = [
  'notification-fanout'
  'exports'
  'mail-outbox'
  'reprocess'
  'extraction'
  'compliance'
]

// resources.ts `tables`.
var tableNames = [
  'processing'
  'events'
  'throttle'
  'maillog'
  'auditTags'
  'exportJobs'
  'reminders'
  'watchlists'
]

// Point-in-time restore needs versioning, change feed and soft delete, and a window shorter than soft delete.
var restoreDays = blobSoftDeleteDays - 1

module account 'br/public:avm/res/storage/storage-account:0.32.0' = {
  name: 'data-storage-account'
  params: {
    name: name
    location: location
    tags: tags
    kind: 'StorageV2'
    skuName: skuName
    accessTier: 'Hot'
    allowSharedKeyAccess: false
    defaultToOAuthAuthentication: true
    allowBlobPublicAccess: false
    allowCrossTenantReplication: false
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    publicNetworkAccess: 'Enabled'
    // Browsers upload with a user-delegation SAS and the Flex Consumption app has no VNet: allow public
    // network access (the module's default is a Deny firewall); authorization is RBAC / SAS only.
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Allow'
    }
    blobServices: {
      isVersioningEnabled: true
      changeFeedEnabled: true
      changeFeedRetentionInDays: blobSoftDeleteDays + 7
      deleteRetentionPolicyEnabled: true
      deleteRetentionPolicyDays: blobSoftDeleteDays
      containerDeleteRetentionPolicyEnabled: true
      containerDeleteRetentionPolicyDays: containerSoftDeleteDays
      restorePolicyEnabled: true
      restorePolicyDays: restoreDays
      corsRules: [
        {
          allowedOrigins: corsAllowedOrigins
          allowedMethods: [
            'GET'
            'HEAD'
            'PUT'
            'OPTIONS'
          ]
          allowedHeaders: [
            'content-type'
            'x-ms-*'
          ]
          exposedHeaders: [
            'etag'
            'x-ms-*'
          ]
          maxAgeInSeconds: 3600
        }
      ]
      containers: [
        for c in blobContainerNames: {
          name: c
          publicAccess: 'None'
        }
      ]
    }
    queueServices: {
      queues: concat(
        [
          for q in queueNames: {
            name: q
          }
        ],
        [
          for q in queueNames: {
            name: '${q}-poison'
          }
        ]
      )
    }
    tableServices: {
      tables: [
        for t in tableNames: {
          name: t
        }
      ]
    }
    managementPolicyRules: [
      {
        name: 'delete-exports-after-7-days'
        enabled: true
        type: 'Lifecycle'
        definition: {
          filters: {
            blobTypes: [
              'blockBlob'
            ]
            prefixMatch: [
              'exports/'
            ]
          }
          actions: {
            baseBlob: {
              delete: {
                daysAfterCreationGreaterThan: 7
              }
            }
            version: {
              delete: {
                daysAfterCreationGreaterThan: 7
              }
            }
            snapshot: {
              delete: {
                daysAfterCreationGreaterThan: 7
              }
            }
          }
        }
      }
      {
        name: 'delete-old-previous-versions'
        enabled: true
        type: 'Lifecycle'
        definition: {
          filters: {
            blobTypes: [
              'blockBlob'
            ]
          }
          actions: {
            version: {
              delete: {
                daysAfterCreationGreaterThan: previousVersionRetentionDays
              }
            }
          }
        }
      }
    ]
  }
}

@description('Name of the storage account.')
output name string = account.outputs.name

@description('Resource ID of the storage account.')
output resourceId string = account.outputs.resourceId

@description('Blob service URI (Storage__blobServiceUri).')
output blobEndpoint string = account.outputs.serviceEndpoints.blob

@description('Queue service URI (Storage__queueServiceUri).')
output queueEndpoint string = account.outputs.serviceEndpoints.queue

@description('Table service URI (Storage__tableServiceUri).')
output tableEndpoint string = account.outputs.serviceEndpoints.table

@description('Names of the blob containers created.')
output blobContainerNames string[] = blobContainerNames

@description('Names of the queues created (without the poison queues).')
output queueNames string[] = queueNames

@description('Names of the tables created.')
output tableNames string[] = tableNames

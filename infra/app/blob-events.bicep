// The Event Grid subscription that delivers BlobCreated events of the documents container to the blob
// trigger. On Flex Consumption the blob trigger supports only the Event Grid source
// (app.storageBlob({ source: 'EventGrid', connection: 'Storage', path: 'documents/{name}' })), and Event
// Grid calls the host's blobs_extension webhook, whose system key exists only once code with a blob
// trigger has been deployed and the host has started. So this module is deployed
//   1. by the azd postdeploy hook (infra/hooks/postdeploy.mjs) right after the first `azd deploy`, which
//      then sets BLOB_EVENTS_ENABLED=true in the azd environment, and
//   2. by main.bicep on every later `azd provision` (blobEventsEnabled), so the subscription stays declared.

@description('Name of the Event Grid system topic of the data storage account.')
param systemTopicName string

@description('Name of the Function App hosting the blob trigger.')
param functionAppName string

@description('Name of the blob trigger function (the name given to app.storageBlob).')
param functionName string = 'documentsBlobCreated'

@description('Blob container whose BlobCreated events are delivered.')
param containerName string = 'documents'

@description('Delivery attempts before Event Grid drops an event (the trigger is idempotent, so retries are safe).')
@minValue(1)
@maxValue(30)
param maxDeliveryAttempts int = 30

@description('Minutes Event Grid keeps retrying an event.')
@minValue(1)
@maxValue(1440)
param eventTimeToLiveInMinutes int = 1440

resource topic 'Microsoft.EventGrid/systemTopics@2022-06-15' existing = {
  name: systemTopicName
}

resource functionApp 'Microsoft.Web/sites@2024-04-01' existing = {
  name: functionAppName
}

// The blobs_extension system key authenticates Event Grid to the host's webhook.
var blobsExtensionKey = listKeys('${functionApp.id}/host/default', '2024-04-01').systemKeys.blobs_extension

resource subscription 'Microsoft.EventGrid/systemTopics/eventSubscriptions@2022-06-15' = {
  parent: topic
  name: '${containerName}-blob-created'
  properties: {
    destination: {
      endpointType: 'WebHook'
      properties: {
        endpointUrl: 'https://${functionApp.properties.defaultHostName}/runtime/webhooks/blobs?functionName=Host.Functions.${functionName}&code=${blobsExtensionKey}'
        maxEventsPerBatch: 1
        preferredBatchSizeInKilobytes: 64
      }
    }
    filter: {
      includedEventTypes: [
        'Microsoft.Storage.BlobCreated'
      ]
      subjectBeginsWith: '/blobServices/default/containers/${containerName}/blobs/'
      isSubjectCaseSensitive: false
    }
    eventDeliverySchema: 'EventGridSchema'
    retryPolicy: {
      maxDeliveryAttempts: maxDeliveryAttempts
      eventTimeToLiveInMinutes: eventTimeToLiveInMinutes
    }
  }
}

@description('Name of the event subscription.')
output subscriptionName string = subscription.name

// The published site's inline booking, enhanced: "Show more dates" loads the next free days from the
// service's public availability and adds them to the list. The server-rendered list and its links
// work without this script; it is sent only with pages that hold an Inline booking block.
(function () {
  'use strict';
  var PAGE_DAYS = 14;

  function dayLabel(date) {
    // Noon UTC of the calendar date names the same day in every zone.
    return new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(date + 'T12:00:00Z'));
  }

  function timeLabel(instant, timeZone) {
    return new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: timeZone,
    }).format(new Date(instant));
  }

  /** HH:mm of the instant in the business time zone, as the booking page reads &time=. */
  function wallTime(instant, timeZone) {
    var parts = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: timeZone,
    }).formatToParts(new Date(instant));
    var value = function (type) {
      return (
        parts.find(function (part) {
          return part.type === type;
        }) || { value: '00' }
      ).value;
    };
    return value('hour') + ':' + value('minute');
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function enhance(root) {
    var button = root.querySelector('[data-more]');
    var status = root.querySelector('[data-more-status]');
    var list = root.querySelector('.site-booking__days');
    if (!button || !list) return;
    var business = root.getAttribute('data-business');
    var service = root.getAttribute('data-service');
    var timeZone = root.getAttribute('data-time-zone') || 'UTC';
    var serviceName = root.closest('.site-booking')
      ? (root.closest('.site-booking').querySelector('.site-booking__service') || {}).textContent
      : '';
    var bookingPage = '/book/' + encodeURIComponent(business) + '/' + encodeURIComponent(service);

    function refresh() {
      button.hidden = !root.getAttribute('data-next-from');
    }

    function addDay(day) {
      var free = day.times.filter(function (time) {
        return time.state === 'AVAILABLE';
      });
      if (free.length === 0 || root.querySelector('[data-date="' + day.date + '"]')) return 0;
      var label = dayLabel(day.date);
      var item = element('li', 'site-booking__day');
      item.setAttribute('data-date', day.date);
      item.appendChild(element('h3', 'site-booking__date', label));
      var slots = element('ul', 'site-booking__slots');
      free.forEach(function (time) {
        var link = element('a', 'site-booking__time', timeLabel(time.startTime, timeZone));
        link.href =
          bookingPage + '?date=' + day.date + '&time=' + wallTime(time.startTime, timeZone);
        link.setAttribute(
          'aria-label',
          link.textContent + ', ' + label + ': book ' + (serviceName || '').trim(),
        );
        var slot = element('li');
        slot.appendChild(link);
        slots.appendChild(slot);
      });
      item.appendChild(slots);
      list.appendChild(item);
      return 1;
    }

    button.addEventListener('click', function () {
      var from = root.getAttribute('data-next-from');
      if (!from) return;
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      fetch(
        '/api/public/businesses/' +
          encodeURIComponent(business) +
          '/services/' +
          encodeURIComponent(service) +
          '/availability?from=' +
          from +
          '&days=' +
          PAGE_DAYS,
        { headers: { accept: 'application/json' } },
      )
        .then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          return response.json();
        })
        .then(function (answer) {
          var added = 0;
          answer.days.forEach(function (day) {
            added += addDay(day);
          });
          root.setAttribute('data-next-from', answer.nextFrom || '');
          if (status) {
            status.textContent = added
              ? added + (added === 1 ? ' more day shown.' : ' more days shown.')
              : 'No more free times.';
          }
        })
        .catch(function () {
          // The booking page link beside the button still leads to every date.
          root.setAttribute('data-next-from', '');
          if (status) status.textContent = 'More dates could not be loaded.';
        })
        .then(function () {
          button.disabled = false;
          button.removeAttribute('aria-busy');
          refresh();
        });
    });
    refresh();
  }

  document.querySelectorAll('[data-booking-times]').forEach(enhance);
})();
